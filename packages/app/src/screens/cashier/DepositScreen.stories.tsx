import { refusalCatalog } from '@exchange/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { DepositScreen } from './DepositScreen.tsx';
import { methodsFixture, receiptPng } from './fixtures.ts';

const meta = {
  title: 'Screens/Player/Deposit',
  component: DepositScreen,
  decorators: [withRouter],
  args: { methods: methodsFixture, onSubmit: fn(), onCopied: fn(), onCopyError: fn() },
  // Headless browsers do not reliably grant clipboard permission: stand in for it, and put it back after.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof DepositScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountField = (canvas: { getByLabelText: (text: RegExp) => HTMLElement }) =>
  canvas.getByLabelText(/^Amount/);

/** The upline's UPI and bank details, each copied by its button with spec 8's 'Copied succesfull'. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: /QR code for UPI id agentpay@okhdfc/ })).toBeVisible();
    await expect(canvas.getByText('Ravi Kumar')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy UPI Id' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('agentpay@okhdfc');
    await expect(args.onCopied).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Copied succesfull' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy IFSC Code' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('HDFC0001234');
  },
};

export const Playground: Story = { parameters: { visual: { disable: true } } };

/** Spec 5: the UTR and the upload wait until the amount is above 0; the hint gives the range. */
export const DisabledUntilAmount: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100 to 100000')).toBeVisible();
    const utr = canvas.getByLabelText(/^UTR Number/);
    const upload = canvas.getByLabelText(/^Payment receipt/);
    await expect(utr).toBeDisabled();
    await expect(upload).toBeDisabled();
    await userEvent.type(amountField(canvas), '0');
    await expect(utr).toBeDisabled();
    await userEvent.clear(amountField(canvas));
    await userEvent.type(amountField(canvas), '500');
    await expect(utr).toBeEnabled();
    await expect(upload).toBeEnabled();
  },
};

/** Spec 5's messages: the image and the UTR are required, and the UTR is a number. Nothing is sent. */
export const Invalid: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await userEvent.click(submit);
    await expect(canvas.getByText('Amount is required')).toBeVisible();

    await userEvent.type(amountField(canvas), '500');
    await userEvent.click(submit);
    await expect(canvas.getByText('Fill this field.')).toBeVisible();
    await expect(canvas.getByText('Image is required field')).toBeVisible();

    await userEvent.type(canvas.getByLabelText(/^UTR Number/), '12ab');
    await userEvent.click(submit);
    await expect(canvas.getByText('UTR number must be a number')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spec 5: "Upload accepts png, jpg and jpeg." A gif is refused with a message and not kept. */
export const WrongFileType: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.type(amountField(canvas), '500');
    const gif = new File([new Uint8Array(16)], 'receipt.gif', { type: 'image/gif' });
    await userEvent.upload(canvas.getByLabelText(/^Payment receipt/), gif, { applyAccept: false });
    await expect(canvas.getByText('Upload a png, jpg or jpeg image')).toBeVisible();
    await expect(canvas.queryByTestId('file-upload-preview')).toBeNull();
  },
};

/** A filled form: the request goes out with the amount in rupees, the UTR, the receipt and the method. */
export const Filled: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Bank transfer' }));
    await userEvent.type(amountField(canvas), '2500.50');
    await userEvent.type(canvas.getByLabelText(/^UTR Number/), '412345678901');
    const receipt = receiptPng();
    await userEvent.upload(canvas.getByLabelText(/^Payment receipt/), receipt);
    await expect(canvas.getByText('receipt.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      accountType: 'bank',
      amount: 2500.5,
      utrNumber: '412345678901',
      image: receipt,
    });
  },
};

/** Only a UPI id set: no choice of method is offered, and the request says UPI. */
export const UpiOnly: Story = {
  parameters: { visual: { disable: true } },
  args: { methods: { ...methodsFixture, accountNumber: '', accountHolderName: '', ifscCode: '' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText('Pay by bank transfer')).toBeNull();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await userEvent.type(amountField(canvas), '100');
    await userEvent.type(canvas.getByLabelText(/^UTR Number/), '1234');
    await userEvent.upload(canvas.getByLabelText(/^Payment receipt/), receiptPng('r.jpg'));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ accountType: 'upi', amount: 100 }),
      ),
    );
  },
};

/** The upline has set no method yet: the page says so instead of a form that cannot be paid. */
export const NoMethods: Story = {
  parameters: { visual: { disable: true } },
  args: { methods: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No payment method yet')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
  },
};

/** The server refused (the amount outside 100 to 100000): its message, word for word. */
export const Refused: Story = {
  parameters: { visual: { disable: true } },
  args: { error: 'Amount must be between 100 and 100000' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Amount must be between 100 and 100000');
  },
};

/** Issue 21: a deposit over the player's deposit limit (pending requests counted), refused in words. */
export const OverDepositLimit: Story = {
  parameters: { visual: { disable: true } },
  args: { error: refusalCatalog.deposit_limit_exceeded },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This deposit would go over your deposit limit.',
    );
  },
};

/** The clipboard refused: the page is told so it can say so. */
export const CopyRefused: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Account Number' }));
    await waitFor(() => expect(args.onCopyError).toHaveBeenCalled());
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = { parameters: { phone: true } };

export const Loading: Story = {
  parameters: { visual: { disable: true } },
  args: { methods: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait');
    await expect(canvas.queryByText('No payment method yet')).toBeNull();
  },
};
