import type { Meta, StoryObj } from '@storybook/react-vite';
import { BalanceBar } from '@exchange/betting-widgets';
import { toMinor } from '@exchange/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { AdminNotice } from './AdminNotice.tsx';
import { AdminShell } from './AdminShell.tsx';
import { masterOperator } from './fixtures.ts';

const meta = {
  title: 'Screens/Admin/Shell',
  component: AdminShell,
  decorators: [withRouter],
  args: {
    username: 'Rajesh',
    operator: masterOperator,
    pathname: '/admin/list-clients/Agent',
    onLogout: fn(),
    children: <AdminNotice kind="not-found" homeHref="/admin/market-analysis" />,
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Agent panel' });
    await expect(within(nav).getByRole('link', { name: 'Client List' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Market Analysis' })).toHaveAttribute(
      'href',
      '/admin/market-analysis',
    );
    await expect(canvas.getByText('Rajesh')).toBeVisible();
    await expect(canvas.getByText('Master')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/** An Agent given only the client list and current bets: the menu holds nothing else it may not use. */
export const FewPrivileges: Story = {
  args: { username: 'Agent', operator: { role: 'dl', privileges: [4, 10] } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Agent panel' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(links).toEqual([
      'Client List',
      'Client Balances',
      'Current Bets',
      'General Report',
      'Secure Auth',
      'Change Password',
    ]);
  },
};

/** A screen the operator may not open, reached by typing its URL. */
export const Refused: Story = {
  args: { children: <AdminNotice kind="refused" homeHref="/admin/market-analysis" /> },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'You are not allowed to open this page' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute(
      'href',
      '/admin/market-analysis',
    );
  },
};

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Opps! Page not found.' })).toBeVisible();
  },
};

/** A 375 px phone: the figures in a strip above the page, the account and Logout in the menu's drawer. */
export const Mobile: Story = {
  args: {
    layout: 'mobile',
    balance: (
      <BalanceBar balance={{ balance: toMinor(125430.5), exposure: toMinor(2340) }} layout="compact" />
    ),
  },
  parameters: { phone: true },
  play: async ({ canvas, canvasElement, args }) => {
    const header = canvas.getByRole('banner');
    await expect(within(canvas.getByRole('main')).getByText('1.25L')).toBeVisible();
    await expect(within(header).queryByRole('button', { name: 'Logout' })).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await userEvent.click(within(header).getByRole('button', { name: 'Open menu' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeVisible());
    await expect(within(drawer).getByText('Master')).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Deposits and withdrawals waiting on the operator: a count beside their menu entries. */
export const PendingRequests: Story = {
  args: { pathname: '/admin/depositstatement', pendingCounts: { depositstatement: 3, withdrawstatement: 1 } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Agent panel' });
    await expect(within(nav).getByRole('link', { name: 'Deposit Statement 3 pending' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Withdraw Statement 1 pending' })).toBeVisible();
    // No count where nothing waits.
    await expect(within(nav).getByRole('link', { name: 'Payment Method' })).toBeVisible();
  },
};
