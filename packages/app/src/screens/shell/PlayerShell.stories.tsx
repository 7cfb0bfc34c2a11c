import { toMinor } from '@exchange/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { RulesScreen } from '../info/RulesScreen.tsx';
import { PlayerShell } from './PlayerShell.tsx';
import { WelcomeDialog } from './WelcomeDialog.tsx';

const meta = {
  title: 'Screens/Player/Shell',
  component: PlayerShell,
  decorators: [withRouter],
  args: {
    username: 'Player',
    pathname: '/rules',
    balance: { balance: toMinor(125430.5), exposure: toMinor(2340) },
    hiddenAmounts: { balance: false, exposure: false },
    onHiddenAmountsChange: fn(),
    onLogout: fn(),
    children: <RulesScreen />,
  },
} satisfies Meta<typeof PlayerShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Account' });
    await expect(within(nav).getByRole('link', { name: 'Rules' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** The header's balance, exposure and available balance (spec 3), each hideable. */
export const Balance: Story = {
  play: async ({ canvas, args }) => {
    const header = canvas.getByRole('banner');
    await expect(within(header).getByText('1,25,430.50')).toBeVisible();
    await expect(within(header).getByText('2,340.00')).toBeVisible();
    await expect(within(header).getByText('1,23,090.50')).toBeVisible();
    await userEvent.click(within(header).getByRole('button', { name: 'Hide exposure' }));
    await expect(args.onHiddenAmountsChange).toHaveBeenCalledWith({ balance: false, exposure: true });
  },
};

/** Hidden amounts stay hidden: the flags come from the device (docs/decisions.md). */
export const HiddenBalance: Story = {
  args: { hiddenAmounts: { balance: true, exposure: false } },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(within(header).queryByText('1,25,430.50')).toBeNull();
    await expect(within(header).getByRole('button', { name: 'Hide balance' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Playground: Story = {};

/** Signed in: the welcome message over the landing page (spec 4). */
export const Welcome: Story = {
  parameters: { overlay: true },
  render: (args) => (
    <PlayerShell {...args}>
      <WelcomeDialog username={args.username} images={{}} open onClose={fn()} />
    </PlayerShell>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Welcome, Player',
    });
    // The dialog fades in: wait for it rather than a fixed time.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeVisible());
  },
};

/** A 375 px phone: short amounts in a strip above the page; the account and Logout in the menu's drawer. */
export const Mobile: Story = {
  args: { layout: 'mobile' },
  parameters: { phone: true },
  play: async ({ canvas, canvasElement, args }) => {
    const header = canvas.getByRole('banner');
    await expect(within(canvas.getByRole('main')).getByText('1.25L')).toBeVisible();
    await expect(within(header).queryByRole('button', { name: 'Logout' })).toBeNull();
    await userEvent.click(within(header).getByRole('button', { name: 'Open menu' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeVisible());
    await userEvent.click(within(drawer).getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
