import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AccountStatementScreen } from '../../../screens/reports/AccountStatementScreen.tsx';
import { frameArgs } from '../../../screens/reports/fixtures.ts';
import { withRouter } from '../../../testing/withRouter.tsx';

const rows = [
  {
    id: '2',
    createdAt: '2026-01-12T10:00:00Z',
    narration: 'Deposit from Master',
    credit: 5000,
    debit: 0,
    balance: 12500,
  },
  {
    id: '1',
    createdAt: '2026-01-05T08:00:00Z',
    narration: 'Deposit from Master',
    credit: 7500,
    debit: 0,
    balance: 7500,
  },
];

/** The operator's statement screen is the player's, titled with the client it reads. */
const meta = {
  title: 'Screens/Admin/AccountStatement',
  component: AccountStatementScreen,
  decorators: [withRouter],
  args: { ...frameArgs(), rows, owner: 'Player' },
} satisfies Meta<typeof AccountStatementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Account Statement: Player' })).toBeVisible();
  },
};

export const Playground: Story = {};

export const Own: Story = {
  args: { owner: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Account Statement' })).toBeVisible();
  },
};
