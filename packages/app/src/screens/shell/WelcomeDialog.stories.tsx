import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { receiptPngBase64 } from '../../admin/screens/cashier/fixtures.ts';
import { WelcomeDialog } from './WelcomeDialog.tsx';

/** A welcome image as the server's address would load it (here inline: the same bytes on every run). */
const image = `data:image/png;base64,${receiptPngBase64}`;

const meta = {
  title: 'Screens/Player/WelcomeDialog',
  component: WelcomeDialog,
  args: { username: 'Player', images: { desktop: image, mobile: image }, open: true, onClose: fn() },
  // A dialog renders in a portal: the visual tests shoot the whole page.
  parameters: { overlay: true },
} satisfies Meta<typeof WelcomeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 4: after signing in, the welcome message with the Super Admin's images; Continue closes it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Welcome, Player' });
    const picture = dialog.querySelector('img');
    await expect(picture).toHaveAttribute('src', image);
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** No image set: the brand's logo instead. */
export const WithoutImages: Story = {
  parameters: { visual: { disable: true } },
  args: { images: {} },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Welcome, Player',
    });
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Apex Exchange' })).toBeVisible());
    await expect(dialog.querySelector('picture')).toBeNull();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
