import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { AccountStatementScreen } from './AccountStatementScreen.tsx';
import { frameArgs } from './fixtures.ts';

const rows = [
  {
    id: '3',
    createdAt: '2026-01-12T10:00:00Z',
    narration: 'India v Australia / Match Odds / India',
    credit: 1250,
    debit: 0,
    balance: 11250,
  },
  {
    id: '2',
    createdAt: '2026-01-09T12:30:00Z',
    narration: 'Withdraw by Agent',
    credit: 0,
    debit: 500,
    balance: 10000,
  },
  {
    id: '1',
    createdAt: '2026-01-05T08:00:00Z',
    narration: 'Opening balance',
    credit: 10500,
    debit: 0,
    balance: 10500,
  },
];

const meta = {
  title: 'Screens/Player/AccountStatement',
  component: AccountStatementScreen,
  decorators: [withRouter],
  args: { ...frameArgs(), rows },
} satisfies Meta<typeof AccountStatementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Account Statement' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Date', 'Description', 'Credit', 'Debit', 'Balance']);
    await expect(within(table).getByText('11,250.00')).toBeVisible();
  },
};

export const Playground: Story = {};

export const Empty: Story = {
  args: { rows: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
