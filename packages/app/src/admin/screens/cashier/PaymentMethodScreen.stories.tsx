import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { qrCodeFixture } from '../../../screens/account/fixtures.ts';
import { withRouter } from '../../../testing/withRouter.tsx';
import { receiptPng } from './fixtures.ts';
import { PaymentMethodScreen, type PaymentMethodScreenProps } from './PaymentMethodScreen.tsx';

const saved = {
  upiId: 'agent@okhdfc',
  upiName: 'Agent Payments',
  accountHolderName: 'Agent Kumar',
  accountNumber: '001234567890',
  ifscCode: 'HDFC0001234',
};
const none = { upiId: '', upiName: '', accountHolderName: '', accountNumber: '', ifscCode: '' };

const meta = {
  title: 'Screens/Admin/PaymentMethod',
  component: PaymentMethodScreen,
  decorators: [withRouter],
  args: {
    saved,
    // A real QR image, as the server serves it to the operator.
    loadQrImage: (async () => (await fetch(qrCodeFixture)).blob()) as PaymentMethodScreenProps['loadQrImage'],
    onSave: fn(async () => undefined),
  },
} satisfies Meta<typeof PaymentMethodScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved methods, the QR image fetched and shown; Save sends them back trimmed. */
export const Saved: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'UPI Id' })).toHaveValue('agent@okhdfc');
    const qr = await canvas.findByRole('img', { name: 'Saved UPI QR code' });
    await waitFor(() => expect((qr as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await userEvent.type(canvas.getByRole('textbox', { name: 'UPI Name' }), '  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(saved, null);
  },
};

/** A first setup: a UPI id and name without a bank account will do, with a new QR image uploaded. */
export const FirstSetup: Story = {
  parameters: { visual: { disable: true } },
  args: { saved: none, loadQrImage: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Fill this field.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'UPI Id' }), 'agent@okhdfc');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // A UPI id goes with its name, as the server takes them.
    await expect(await canvas.findByText('UPI name is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'UPI Name' }), 'Agent Payments');
    const qr = new File([await receiptPng().arrayBuffer()], 'qr.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('QR Image'), qr);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      { ...none, upiId: 'agent@okhdfc', upiName: 'Agent Payments' },
      qr,
    );
  },
};

/** A bank account is all three fields or none; a UPI name needs its id. */
export const Incomplete: Story = {
  parameters: { visual: { disable: true } },
  args: { saved: none, loadQrImage: null },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'UPI Name' }), 'Agent Payments');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account Number' }), '001234567890');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('UPI Id is required')).toBeVisible();
    await expect(canvas.getByText('Account holder name is required')).toBeVisible();
    await expect(canvas.getByText('IFSC code is required')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A file that is not a png, jpg or jpeg image is refused before it is sent. */
export const WrongFile: Story = {
  parameters: { visual: { disable: true } },
  args: { saved: none, loadQrImage: null },
  play: async ({ canvas }) => {
    const upload = canvas.getByLabelText('QR Image');
    await userEvent.upload(upload, new File(['<html>'], 'qr.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByText('Upload a png, jpg or jpeg image')).toBeVisible();
  },
};

/** The server's refusal (an image that is not what its name says) shows above the form. */
export const Refused: Story = {
  parameters: { visual: { disable: true } },
  args: { onSave: fn(async () => Promise.reject(new Error('Upload a png, jpg or jpeg image'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Upload a png, jpg or jpeg image');
    await expect(within(canvas.getByRole('alert')).queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = { parameters: { visual: { disable: true } } };
