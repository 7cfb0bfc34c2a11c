import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FileUpload } from './FileUpload.tsx';
import { fileOfSize, slipPng } from './fixtures.ts';

const meta = {
  title: 'Design System/FileUpload',
  component: FileUpload,
  args: {
    label: 'Payment slip',
    hint: 'A photo or scan of the slip, up to 5 MB',
    accept: ['.png', '.jpg', '.jpeg'],
    maxSize: 5 * 1024 * 1024,
    onFileChange: fn(),
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const slip = slipPng();
    await userEvent.upload(canvas.getByLabelText('Payment slip'), slip);
    await expect(args.onFileChange).toHaveBeenCalledWith(slip);
    const preview = await canvas.findByRole('img', { name: 'Preview of slip.png' });
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(48));
    await expect(canvas.getByText('slip.png')).toBeVisible();
  },
};

export const Playground: Story = { args: { required: true } };

export const WithFile: Story = {
  args: { defaultFile: slipPng() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Preview of slip.png' })).toBeVisible();
    await expect(canvas.getByText('169 bytes')).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  args: { defaultFile: slipPng() },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Payment slip');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove slip.png' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFileChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByRole('img', { name: 'Preview of slip.png' })).not.toBeInTheDocument();
    await expect(input).toHaveFocus();
  },
};

export const OtherDocument: Story = {
  args: {
    label: 'Proof of address',
    hint: 'PDF, PNG or JPG',
    accept: ['application/pdf', 'image/png', 'image/jpeg'],
    defaultFile: fileOfSize('utility-bill-march.pdf', 'application/pdf', 240_640),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('utility-bill-march.pdf')).toBeVisible();
    await expect(canvas.getByText('235 KB')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const WrongType: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Payment slip');
    // Dropped files skip the picker's filter, which is why the component checks types itself.
    await userEvent.upload(input, fileOfSize('slip.gif', 'image/gif', 2048), { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only png, jpg and jpeg files are allowed',
    );
    await expect(input).toBeInvalid();
    await expect(args.onFileChange).not.toHaveBeenCalled();
  },
};

export const TooLarge: Story = {
  args: { maxSize: 1024 * 1024 },
  play: async ({ canvas, args }) => {
    await userEvent.upload(
      canvas.getByLabelText('Payment slip'),
      fileOfSize('slip.jpg', 'image/jpeg', 3_000_000),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The file must be 1 MB or smaller');
    await expect(args.onFileChange).not.toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: { error: 'Image is required field', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Payment slip/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Image is required field');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultFile: slipPng() },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Payment slip')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove slip.png' })).toBeDisabled();
  },
};
