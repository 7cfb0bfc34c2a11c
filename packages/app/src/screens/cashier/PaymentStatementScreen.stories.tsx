import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { frameArgs, storyRange } from '../reports/fixtures.ts';
import { depositRowsFixture, withdrawRowsFixture } from './fixtures.ts';
import { PaymentStatementScreen } from './PaymentStatementScreen.tsx';

const meta = {
  title: 'Screens/Player/PaymentStatement',
  component: PaymentStatementScreen,
  decorators: [withRouter],
  args: { ...frameArgs(), kind: 'deposit', statusFilter: 'all', rows: depositRowsFixture },
} satisfies Meta<typeof PaymentStatementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec 3's row: type, amount, date and status, the status marked by its colour and word; a rejected
 * request says why, as the upline wrote it, not the 'ok' it was sent with (issue 39).
 */
export const Deposits: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Deposit Statement' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Deposit Statement' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Type', 'Amount', 'Date', 'Status', 'Reason']);
    await expect(within(table).getByText('2,500.50')).toBeVisible();
    await expect(within(table).getByText('Pending')).toBeVisible();
    const rejected = within(table).getByRole('row', { name: /Rejected/ });
    await expect(rejected).toHaveTextContent('UTR does not match the payment');
    await expect(table).not.toHaveTextContent(/\bok\b/);
  },
};

export const Withdrawals: Story = {
  parameters: { visual: { disable: true } },
  args: { kind: 'withdraw', rows: withdrawRowsFixture },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Withdraw Statement' })).toBeVisible();
    await expect(canvas.getAllByText('Withdraw')).toHaveLength(3);
  },
};

export const Playground: Story = { parameters: { visual: { disable: true } } };

/** Spec 4: "The Type filter offers All plus these three"; the period and Type go together on Submit. */
export const FilterByType: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
    const body = within(document.body);
    const options = body.getAllByRole('option').map((option) => option.textContent);
    await expect(options).toEqual(['All', 'Approved', 'Pending', 'Rejected']);
    await userEvent.click(body.getByRole('option', { name: 'Rejected' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(storyRange, 'rejected');
  },
};

/** Spec 2's pagination bar moves the page. */
export const Paging: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  parameters: { visual: { disable: true } },
  args: { rows: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: /pagination/i })).toBeNull();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
