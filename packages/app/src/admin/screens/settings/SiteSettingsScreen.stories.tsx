import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { receiptPng, receiptPngBase64 } from '../cashier/fixtures.ts';
import { settingLabel } from './GeneralSettingsCard.tsx';
import { SiteSettingsScreen } from './SiteSettingsScreen.tsx';

/** A saved desktop image, as an address the img element loads (the server's is /api/welcome-image/{id}). */
const desktopImage = `data:image/png;base64,${receiptPngBase64}`;

const meta = {
  title: 'Screens/Admin/SiteSettings',
  component: SiteSettingsScreen,
  args: {
    maintenance: false,
    onMaintenanceChange: fn(async () => undefined),
    general: { siteName: 'Exchange', oneClickBet: true, defaultStake: 100 },
    onSaveGeneral: fn(async () => undefined),
    welcomeImages: { img_desktop: desktopImage },
    onSaveWelcomeImage: fn(async () => undefined),
  },
} satisfies Meta<typeof SiteSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The maintenance switch, by keyboard; the general settings each with a label and the control of its
 * kind (issue 39: no raw name/value table), and a new one added with its kind's control.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Maintenance mode' });
    await expect(toggle).not.toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onMaintenanceChange).toHaveBeenCalledWith(true);
    await expect(canvas.queryByRole('table')).toBeNull();
    const general = within(canvas.getByRole('region', { name: 'General settings' }));
    const oneClick = general.getByRole('switch', { name: 'One click bet' });
    await expect(oneClick).toBeChecked();
    await expect(general.getByRole('spinbutton', { name: 'Default stake' })).toHaveValue('100');
    await expect(general.getByRole('textbox', { name: 'Site name' })).toHaveValue('Exchange');
    await userEvent.click(oneClick);
    await expect(args.onSaveGeneral).toHaveBeenCalledWith('oneClickBet', false);
    const stake = general.getByRole('spinbutton', { name: 'Default stake' });
    await userEvent.clear(stake);
    await userEvent.type(stake, '250');
    await userEvent.click(general.getByRole('button', { name: 'Save Default stake' }));
    await expect(args.onSaveGeneral).toHaveBeenCalledWith('defaultStake', 250);

    const add = within(canvas.getByRole('form', { name: 'Add a setting' }));
    await userEvent.click(add.getByRole('button', { name: 'Add setting' }));
    await expect(await add.findByText('Name is required')).toBeVisible();
    await userEvent.type(add.getByRole('textbox', { name: /^Name/ }), 'maxStake');
    await userEvent.click(add.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Number' }));
    await userEvent.click(add.getByRole('button', { name: 'Add setting' }));
    await expect(await add.findByText('Value is required')).toBeVisible();
    await userEvent.type(add.getByRole('spinbutton', { name: 'Value' }), '5000');
    await userEvent.click(add.getByRole('button', { name: 'Add setting' }));
    await expect(args.onSaveGeneral).toHaveBeenCalledWith('maxStake', 5000);
    await expect(settingLabel('support_whatsapp')).toBe('Support whatsapp');
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
    await expect(canvas.queryByRole('region', { name: 'General settings' })).toBeNull();
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
