import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { receiptPng, receiptPngBase64 } from '../cashier/fixtures.ts';
import { parseGeneralValue, SiteSettingsScreen } from './SiteSettingsScreen.tsx';

/** A saved desktop image, as an address the img element loads (the server's is /api/welcome-image/{id}). */
const desktopImage = `data:image/png;base64,${receiptPngBase64}`;

const meta = {
  title: 'Screens/Admin/SiteSettings',
  component: SiteSettingsScreen,
  args: {
    maintenance: false,
    onMaintenanceChange: fn(async () => undefined),
    general: { siteName: 'Exchange', oneClickBet: true },
    onSaveGeneral: fn(async () => undefined),
    welcomeImages: { img_desktop: desktopImage },
    onSaveWelcomeImage: fn(async () => undefined),
  },
} satisfies Meta<typeof SiteSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The maintenance switch, by keyboard, and a general setting saved with its type. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Maintenance mode' });
    await expect(toggle).not.toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onMaintenanceChange).toHaveBeenCalledWith(true);
    const general = canvas.getByRole('table', { name: 'General settings' });
    await expect(within(general).getByRole('row', { name: /siteName/ })).toHaveTextContent('Exchange');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(args.onSaveGeneral).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/^Name/), 'defaultStake');
    await userEvent.type(canvas.getByLabelText(/^Value/), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSaveGeneral).toHaveBeenCalledWith('defaultStake', 100);
    await expect(parseGeneralValue('false')).toBe(false);
    await expect(parseGeneralValue(' Royal ')).toBe('Royal');
  },
};

/** Maintenance on; the server refuses switching it off (the message shows, the switch stays). */
export const MaintenanceOn: Story = {
  parameters: { visual: { disable: true } },
  args: {
    maintenance: true,
    onMaintenanceChange: fn(async () => Promise.reject(new Error('You are not allowed to do this'))),
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Maintenance mode' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('You are not allowed to do this'),
    );
    await expect(toggle).toBeChecked();
  },
};

/** A login account of the Super Admin without Events: maintenance only. */
export const MaintenanceOnly: Story = {
  parameters: { visual: { disable: true } },
  render: (args) => <SiteSettingsScreen {...args} onSaveGeneral={undefined} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table', { name: 'General settings' })).toBeNull();
    await expect(canvas.getByRole('switch', { name: 'Maintenance mode' })).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true } };

/**
 * The welcome images: the desktop one shown and removable, the phone one uploaded by keyboard-reachable
 * controls; a file that is not a png, jpg or jpeg is refused before it is sent, and the server's refusal
 * shows under the image.
 */
export const WelcomeImages: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    const desktop = within(canvas.getByRole('group', { name: 'Desktop welcome image' }));
    await expect(desktop.getByRole('img', { name: 'Desktop welcome image now shown' })).toBeVisible();
    const phone = within(canvas.getByRole('group', { name: 'Phone welcome image' }));
    await expect(phone.getByText(/None set/)).toBeVisible();
    const upload = phone.getByRole('button', { name: 'Upload phone image' });
    await expect(upload).toBeDisabled();

    await userEvent.upload(
      phone.getByLabelText('Image'),
      new File(['<html>'], 'w.gif', { type: 'image/gif' }),
      {
        applyAccept: false,
      },
    );
    await expect(await phone.findByText('Upload a png, jpg or jpeg image')).toBeVisible();
    await expect(upload).toBeDisabled();

    const image = new File([await receiptPng().arrayBuffer()], 'phone.png', { type: 'image/png' });
    await userEvent.upload(phone.getByLabelText('Image'), image);
    await userEvent.click(upload);
    await expect(args.onSaveWelcomeImage).toHaveBeenCalledWith('img_mobile', image);

    await userEvent.click(desktop.getByRole('button', { name: 'Remove desktop image' }));
    await expect(args.onSaveWelcomeImage).toHaveBeenCalledWith('img_desktop', null);
  },
};

/** The server refuses the image (its content is not what its name says): the message shows under it. */
export const WelcomeImageRefused: Story = {
  parameters: { visual: { disable: true } },
  args: {
    onSaveWelcomeImage: fn(async () => Promise.reject(new Error('Upload a png, jpg or jpeg image'))),
  },
  play: async ({ canvas }) => {
    const desktop = within(canvas.getByRole('group', { name: 'Desktop welcome image' }));
    const image = new File([await receiptPng().arrayBuffer()], 'new.png', { type: 'image/png' });
    await userEvent.upload(desktop.getByLabelText('Replace with'), image);
    await userEvent.click(desktop.getByRole('button', { name: 'Upload desktop image' }));
    await expect(await desktop.findByRole('alert')).toHaveTextContent('Upload a png, jpg or jpeg image');
    await expect(desktop.getByRole('img', { name: 'Desktop welcome image now shown' })).toBeVisible();
  },
};
