import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { parseGeneralValue, SiteSettingsScreen } from './SiteSettingsScreen.tsx';

const meta = {
  title: 'Screens/Admin/SiteSettings',
  component: SiteSettingsScreen,
  args: {
    maintenance: false,
    onMaintenanceChange: fn(async () => undefined),
    general: { siteName: 'Exchange', oneClickBet: true },
    onSaveGeneral: fn(async () => undefined),
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
