import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Amount } from '../Amount/Amount.tsx';
import { Table } from './Table.tsx';

interface ReportRow {
  name: string;
  amount: number;
}

const report: ReportRow[] = [
  { name: 'Ravi Kumar', amount: 12500 },
  { name: 'Anita Sharma', amount: -3250.5 },
  { name: 'Mohammed Iqbal', amount: 150000 },
  { name: 'Priya Nair', amount: 0 },
  { name: 'Suresh Patel', amount: -48000 },
  { name: 'Kavita Rao', amount: 2275.75 },
];

const names = ['Arjun', 'Deepa', 'Farhan', 'Gita', 'Harish', 'Isha', 'Jatin', 'Lata', 'Manoj', 'Neha'];
// Deterministic filler for the tall story: no Math.random, so screenshots stay stable.
const longReport: ReportRow[] = Array.from({ length: 30 }, (_, index) => ({
  name: `${names[index % names.length] ?? 'Player'} ${String.fromCharCode(65 + (index % 26))}.`,
  amount: ((index * 7919) % 20000) - 9000,
}));

function ReportHead() {
  return (
    <Table.Head>
      <Table.Row>
        <Table.HeaderCell numeric>Sr.No</Table.HeaderCell>
        <Table.HeaderCell>Name</Table.HeaderCell>
        <Table.HeaderCell numeric>Amount</Table.HeaderCell>
      </Table.Row>
    </Table.Head>
  );
}

const reportRows = (rows: ReportRow[]) =>
  rows.map((row, index) => (
    <Table.Row key={row.name}>
      <Table.Cell numeric>{index + 1}</Table.Cell>
      <Table.Cell>{row.name}</Table.Cell>
      <Table.Cell numeric>
        <Amount value={row.amount} />
      </Table.Cell>
    </Table.Row>
  ));

const meta = {
  title: 'Design System/Table',
  component: Table.Root,
  args: {
    caption: 'Profit and loss by client',
    children: (
      <>
        <ReportHead />
        <Table.Body>{reportRows(report)}</Table.Body>
      </>
    ),
  },
} satisfies Meta<typeof Table.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Profit and loss by client' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(['Sr.No', 'Name', 'Amount']);
    const row = within(table).getByRole('row', { name: /Anita Sharma/ });
    await expect(within(row).getByRole('cell', { name: '-3,250.50' })).toBeVisible();
    // Not scrolling, so not a tab stop.
    await expect(canvas.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
  },
};

export const Playground: Story = { args: { striped: true, hoverable: true, hideCaption: false } };

export const Striped: Story = { args: { striped: true } };

const bets = [
  { runner: 'India', type: 'back', odds: '1.85', stake: 5000 },
  { runner: 'Australia', type: 'lay', odds: '2.10', stake: 2500 },
  { runner: 'India', type: 'back', odds: '1.90', stake: 1000 },
  { runner: 'The Draw', type: 'lay', odds: '6.40', stake: 750 },
] as const;

export const BackLayRows: Story = {
  args: {
    caption: 'Matched bets',
    children: (
      <>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Runner</Table.HeaderCell>
            <Table.HeaderCell>Type</Table.HeaderCell>
            <Table.HeaderCell numeric>Odds</Table.HeaderCell>
            <Table.HeaderCell numeric>Stake</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {bets.map((bet, index) => (
            <Table.Row key={index} tone={bet.type}>
              <Table.Cell>{bet.runner}</Table.Cell>
              <Table.Cell>{bet.type === 'back' ? 'Back' : 'Lay'}</Table.Cell>
              <Table.Cell numeric>{bet.odds}</Table.Cell>
              <Table.Cell numeric>
                <Amount value={bet.stake} tone="none" />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.getAttribute('data-tone'))).toEqual(['back', 'lay', 'back', 'lay']);
    // The tone is never the only cue: the type is written out.
    await expect(within(rows[1] as HTMLElement).getByRole('cell', { name: 'Lay' })).toBeVisible();
  },
};

export const StickyHeader: Story = {
  args: {
    caption: 'Client balances',
    maxHeight: 320,
    striped: true,
    children: (
      <>
        <ReportHead />
        <Table.Body>{reportRows(longReport)}</Table.Body>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Client balances' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollTop = region.scrollHeight;
    const header = canvas.getByRole('columnheader', { name: 'Name' });
    await waitFor(async () => {
      await expect(region.scrollTop).toBeGreaterThan(0);
      // The header row stays at the top of the scroll area while the rows move beneath it.
      await expect(Math.round(header.getBoundingClientRect().top)).toBe(
        Math.round(region.getBoundingClientRect().top + region.clientTop),
      );
    });
  },
};

export const Empty: Story = {
  args: {
    children: (
      <>
        <ReportHead />
        <Table.Body>{reportRows([])}</Table.Body>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const cell = canvas.getByRole('cell', { name: 'No Result Found' });
    await expect(cell).toHaveAttribute('colspan', '3');
  },
};

export const CustomEmptyText: Story = {
  args: {
    caption: 'Account statement',
    children: (
      <>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Date</Table.HeaderCell>
            <Table.HeaderCell>Description</Table.HeaderCell>
            <Table.HeaderCell numeric>Credit</Table.HeaderCell>
            <Table.HeaderCell numeric>Debit</Table.HeaderCell>
            <Table.HeaderCell numeric>Balance</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body emptyText="No data available in table" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const cell = canvas.getByRole('cell', { name: 'No data available in table' });
    await expect(cell).toHaveAttribute('colspan', '5');
  },
};

export const ExplicitEmptyRow: Story = {
  args: {
    caption: 'Downline users',
    children: (
      <>
        <ReportHead />
        <Table.Body>
          <Table.Empty>No records found</Table.Empty>
        </Table.Body>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No records found' })).toHaveAttribute('colspan', '3');
  },
};

const wideColumns = ['Sr.No', 'User', 'Credit limit', 'Balance', 'Exposure', 'Available', 'P/L', 'Status'];

export const Mobile: Story = {
  args: {
    caption: 'Downline users',
    children: (
      <>
        <Table.Head>
          <Table.Row>
            {wideColumns.map((column, index) => (
              <Table.HeaderCell key={column} numeric={index !== 1 && index !== 7}>
                {column}
              </Table.HeaderCell>
            ))}
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {report.map((row, index) => (
            <Table.Row key={row.name}>
              <Table.Cell numeric>{index + 1}</Table.Cell>
              <Table.Cell style={{ whiteSpace: 'nowrap' }}>{row.name}</Table.Cell>
              <Table.Cell numeric>
                <Amount value={500000} tone="none" />
              </Table.Cell>
              <Table.Cell numeric>
                <Amount value={250000 + row.amount} tone="none" />
              </Table.Cell>
              <Table.Cell numeric>
                <Amount value={12000} tone="none" />
              </Table.Cell>
              <Table.Cell numeric>
                <Amount value={238000 + row.amount} tone="none" />
              </Table.Cell>
              <Table.Cell numeric>
                <Amount value={row.amount} />
              </Table.Cell>
              <Table.Cell>Active</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Table.Root {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Downline users' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};
