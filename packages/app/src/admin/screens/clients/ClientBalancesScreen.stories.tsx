import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { clientRows, listArgs } from '../fixtures.ts';
import { ClientBalancesScreen } from './ClientBalancesScreen.tsx';

const meta = {
  title: 'Screens/Admin/ClientBalances',
  component: ClientBalancesScreen,
  decorators: [withRouter],
  parameters: { route: '/admin/user2' },
  args: {
    ...listArgs(),
    rows: clientRows,
    role: '',
    onRoleChange: fn(),
    statusFilter: '',
    onStatusFilterChange: fn(),
  },
} satisfies Meta<typeof ClientBalancesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Money and status only, the listed clients totalled; actions one link away. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Client Balances' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // Figures and status, none of the client list's limits or actions.
    await expect(headers.at(-1)).toBe('Status');
    await expect(headers).not.toContain('Actions');
    await expect(headers).not.toContain('Exposure Limit');
    await expect(within(table).getByRole('link', { name: 'Agent' })).toHaveAttribute(
      'href',
      '/admin/user2/Agent',
    );
    // Balance 2,50,000 + 12,500 + 8,000 + 0; client P/L 50,000 + 2,500 - 2,000 - 5,000.
    const total = within(table).getByRole('row', { name: /^Total/ });
    await expect(total).toHaveTextContent('4 clients');
    await expect(total).toHaveTextContent('2,70,500.00');
    await expect(total).toHaveTextContent('+45,500.00');
    await expect(canvas.getByRole('link', { name: 'Manage in Client List' })).toHaveAttribute(
      'href',
      '/admin/list-clients',
    );
  },
};

export const Playground: Story = {};

/** The server's filters: role and status. */
export const Filters: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await page.findByRole('option', { name: 'USER' }));
    await expect(args.onRoleChange).toHaveBeenCalledWith('user');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await page.findByRole('option', { name: 'Locked' }));
    await expect(args.onStatusFilterChange).toHaveBeenCalledWith('locked');
  },
};

/** An Agent's clients: the way back, and actions on its list. */
export const Downline: Story = {
  args: { owner: 'Agent', rows: clientRows.slice(1, 2) },
  parameters: { route: '/admin/user2/Agent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "Balances of Agent's clients" })).toBeVisible();
    const links = ['Back to my clients', 'Manage in Client List'].map((name) =>
      canvas.getByRole('link', { name }).getAttribute('href'),
    );
    await expect(links).toEqual(['/admin/user2', '/admin/list-clients/Agent']);
    await expect(canvas.queryByRole('row', { name: /^Total/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
  },
};

export const Error: Story = {
  args: { rows: [], status: 'error', error: 'You are not allowed to do this' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You are not allowed to do this');
  },
};

export const Mobile: Story = { parameters: { phone: true } };
