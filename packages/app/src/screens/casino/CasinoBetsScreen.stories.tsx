import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { frameArgs } from '../reports/fixtures.ts';
import { withRouter } from '../../testing/withRouter.tsx';
import { CasinoBetsScreen } from './CasinoBetsScreen.tsx';
import { casinoBetRows } from './fixtures.ts';

const { range: _range, onSubmit, ...list } = frameArgs();

const meta = {
  title: 'Screens/Casino/LiveCasinoBets',
  component: CasinoBetsScreen,
  decorators: [withRouter],
  args: {
    ...list,
    totalPages: 1,
    filter: { status: 'completed', startDate: '2026-01-05', reportType: 50001 },
    onSubmit,
    rows: casinoBetRows,
    totalStake: 1800,
    onOpenRound: fn(),
    detail: null,
    onCloseResult: fn(),
  },
} satisfies Meta<typeof CasinoBetsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `/casino-bets`: settled casino bets since a week ago, every game; rows coloured back or lay. Each says
 * how it ended, its P/L and its round, which opens the round's result (issue 39); Nation names the runner,
 * the odds being the User Rate.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Live Casino Bets' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual([
      'Sports',
      'Event Name',
      'Market Name',
      'Nation',
      'User Rate',
      'Amount',
      'Place Date',
      'Result',
      'Profit/Loss',
      'Round',
    ]);
    const cellsOf = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const [won, lost, voided] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    await expect(cellsOf(won as HTMLElement).slice(3)).toEqual([
      'Player A',
      '1.98',
      '500.00',
      expect.any(String),
      'Won',
      '+490.00',
      '5002260112141005: open its result and fairness proof',
    ]);
    await expect(cellsOf(lost as HTMLElement).slice(7, 9)).toEqual(['Lost', '-306.00']);
    // A voided round has no result to open.
    await expect(cellsOf(voided as HTMLElement).slice(7)).toEqual(['Void', '0.00', '5004260112140930']);
    await userEvent.click(within(won as HTMLElement).getByRole('button', { name: /^5002260112141005/ }));
    await expect(args.onOpenRound).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' }));
    const lay = within(table).getByRole('row', { name: /Player B 2.02/ });
    await expect(lay).toHaveAttribute('data-tone', 'lay');
    await expect(within(table).getAllByRole('row', { name: /Casino/ })).toHaveLength(casinoBetRows.length);
    await expect(canvas.getByRole('combobox', { name: 'Report type' })).toHaveTextContent('Settled');
    await expect(canvas.getByRole('combobox', { name: 'Casino type' })).toHaveTextContent('All Casino');
  },
};

export const Playground: Story = { parameters: { visual: { disable: true } } };

/** The choices apply together on Submit. */
export const Submit: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Report type' }));
    // Spec 5: the list starts on a placeholder that cannot be chosen.
    const [placeholder] = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(placeholder).toHaveTextContent('Select Report Type');
    await expect(placeholder).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(await screen.findByRole('option', { name: 'Un-Settled' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Casino type' }));
    await userEvent.click(await screen.findByRole('option', { name: '20-20 Teenpatti' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      status: 'pending',
      startDate: '2026-01-05',
      reportType: 5002,
    });
  },
};

/** Spec 2: 'Please wait' shows while loading. */
export const Loading: Story = {
  args: { status: 'loading' },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please wait')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Un-Settled bets have no result yet: no result, P/L or round columns. */
export const Unsettled: Story = {
  args: {
    filter: { status: 'pending', startDate: '2026-01-05', reportType: 50001 },
    rows: casinoBetRows.map(({ pnl: _pnl, bet_status: _status, ...row }) => ({
      ...row,
      bet_status: 'matched',
    })),
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Live Casino Bets' });
    await expect(within(table).queryByRole('columnheader', { name: 'Result' })).toBeNull();
    await expect(within(table).queryByRole('columnheader', { name: 'Round' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], totalPages: 0, totalStake: 0 },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
