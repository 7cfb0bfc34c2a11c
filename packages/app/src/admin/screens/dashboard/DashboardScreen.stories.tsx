import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { dashboardFixture, matchBetRecords } from '../fixtures.ts';
import { DashboardScreen } from './DashboardScreen.tsx';

const meta = {
  title: 'Screens/Admin/Dashboard',
  component: DashboardScreen,
  decorators: [withRouter],
  parameters: { route: '/admin/dashbaord' },
  args: {
    ...dashboardFixture,
    recentBets: matchBetRecords,
    linkMatches: true,
    status: 'ready',
    onRefresh: fn(),
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label).nextElementSibling?.textContent;

/** The operator's money, its downline's, the matches with open bets (each a link) and the latest bets. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const account = canvas.getByRole('region', { name: 'Your account' });
    await expect(figure(account, 'Balance')).toBe('1,50,000.00');
    await expect(figure(account, 'Credit reference')).toBe('1,00,000.00');
    const downline = canvas.getByRole('region', { name: 'Your downline' });
    await expect(figure(downline, 'Players')).toBe('6');
    await expect(figure(downline, 'Exposure')).toBe('12,500.00');
    await expect(figure(downline, 'Available')).toBe('4,58,000.00');
    const matches = canvas.getByRole('table', { name: 'Matches with open bets' });
    await expect(
      within(matches).getByRole('link', { name: 'Mumbai Mavericks v Delhi Dynamos' }),
    ).toHaveAttribute('href', '/admin/odds/30000012');
    await expect(within(matches).getByRole('row', { name: /Mumbai/ })).toHaveTextContent('In play');
    await expect(within(matches).getByRole('row', { name: /Arsenal/ })).toHaveTextContent('2,200.00');
    const bets = canvas.getByRole('table', { name: 'Recent bets' });
    await expect(within(bets).getByRole('row', { name: /Playertwo/ })).toHaveTextContent('Lay');
    await expect(canvas.getByRole('link', { name: 'All current bets' })).toHaveAttribute(
      'href',
      '/admin/unsettledbet',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/** Without Market Analysis or Current Bets: matches are not links, and no bets are listed. */
export const FewPrivileges: Story = {
  args: { linkMatches: false, recentBets: undefined },
  play: async ({ canvas }) => {
    const matches = canvas.getByRole('table', { name: 'Matches with open bets' });
    await expect(within(matches).queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('table', { name: 'Recent bets' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { matches: [], recentBets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No open bets in your downline')).toBeVisible();
    await expect(canvas.getByText('No data available in table')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { account: undefined, downline: undefined, matches: [], recentBets: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(figure(canvas.getByRole('region', { name: 'Your account' }), 'Balance')).toBe('–');
    await expect(canvas.getByRole('button', { name: /Refresh/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: { status: 'error', error: 'You are not allowed to do this' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You are not allowed to do this');
  },
};

export const Mobile: Story = { parameters: { phone: true } };
