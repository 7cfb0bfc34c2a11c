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

/** Hidden amounts stay hidden: the flags come from the device (docs/features/player-app.md). */
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

/**
 * A 375 px phone: the amounts in full, to the paisa, in a strip above the page; the account and Logout in
 * the menu's drawer.
 */
export const Mobile: Story = {
  args: { layout: 'mobile' },
  parameters: { phone: true },
  play: async ({ canvas, canvasElement, args }) => {
    const header = canvas.getByRole('banner');
    await expect(within(canvas.getByRole('main')).getByText('1,25,430.50')).toBeVisible();
    await expect(within(header).queryByRole('button', { name: 'Logout' })).toBeNull();
    await userEvent.click(within(header).getByRole('button', { name: 'Open menu' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeVisible());
    await userEvent.click(within(drawer).getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/**
 * Issue 39: a phone's tab bar for the main places, at the bottom of the window while the page scrolls,
 * the place shown marked; below the page's end, never over it. Account opens the menu and, closed, hands
 * the focus back to it.
 */
export const MobileTabBar: Story = {
  args: { layout: 'mobile', pathname: '/bethistory' },
  parameters: { phone: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    // The window's height, without a scroll bar's.
    const windowBottom = () => document.documentElement.clientHeight;
    const bar = canvas.getByRole('navigation', { name: 'Main places' });
    const tabs = within(bar);
    await expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'In-Play',
      'Casino',
      'My Bets',
    ]);
    // Bet History is one of My Bets' pages: the place is marked, the page is not the tab's own.
    await expect(tabs.getByRole('link', { name: 'My Bets' })).toHaveAttribute('aria-current', 'true');
    await expect(tabs.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(bar.getBoundingClientRect().bottom).toBeCloseTo(windowBottom(), 0);

    // Scrolled to the end, the page's last line is above the bar.
    window.scrollTo(0, document.documentElement.scrollHeight);
    const main = canvas.getByRole('main');
    await waitFor(() =>
      expect(main.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top + 0.5),
    );

    const account = tabs.getByRole('button', { name: 'Account' });
    account.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(drawer).getByRole('link', { name: 'Bet History' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(account).toHaveFocus());
    window.scrollTo(0, 0);
  },
};
