import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { manyBets, openBets, sessionBet } from '../../fixtures/bets.ts';
import { atWidth, phoneWidth } from '../../fixtures/layout.tsx';
import { OpenBets, openBetsStatuses } from './OpenBets.tsx';

const meta = {
  title: 'Widgets/OpenBets',
  component: OpenBets,
  args: {
    bets: openBets,
    onCancelBet: fn(),
    onFilterChange: fn(),
    onAverageOddsChange: fn(),
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: openBetsStatuses } },
  decorators: [atWidth(560)],
} satisfies Meta<typeof OpenBets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const unmatched = canvas.getByRole('table', { name: 'Unmatched bets' });
    const matched = canvas.getByRole('table', { name: 'Matched bets' });
    await expect(within(unmatched).getAllByRole('row')).toHaveLength(3);
    await expect(within(matched).getAllByRole('row')).toHaveLength(4);
    await expect(within(matched).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Playground: Story = { args: { title: 'My bets', defaultFilter: 'all' } };

export const FilterBySide: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Lay' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('lay');
    const rows = canvas.getAllByRole('row').filter((row) => row.dataset['side']);
    await expect(rows.map((row) => row.dataset['side'])).toEqual(['lay', 'lay']);
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
    await expect(canvas.getAllByRole('row').filter((row) => row.dataset['side'])).toHaveLength(5);
  },
};

export const AverageOdds: Story = {
  play: async ({ canvas, args }) => {
    const matched = () => canvas.getByRole('table', { name: 'Matched bets' });
    await userEvent.click(canvas.getByRole('switch', { name: 'Average odds' }));
    await expect(args.onAverageOddsChange).toHaveBeenCalledWith(true);
    await expect(within(matched()).getByText('Average of 2 bets')).toBeInTheDocument();
    await expect(within(matched()).getByRole('cell', { name: '1.9' })).toBeInTheDocument();
    await expect(within(matched()).getByText('1,500.00')).toBeInTheDocument();
  },
};

export const CancelPending: Story = {
  args: { onCancelBet: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Lay India at 1.7 for 400.00' }));
    const pending = await canvas.findByRole('button', { name: 'Cancelling Lay India at 1.7 for 400.00' });
    await expect(pending).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(pending);
    await expect(args.onCancelBet).toHaveBeenCalledTimes(1);
  },
};

export const CancelFailed: Story = {
  args: { onCancelBet: fn(() => Promise.reject(new Error('The bet is already matched'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Back Australia at 2.6 for 250.00' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The bet on Australia was not cancelled: The bet is already matched',
    );
    await expect(
      canvas.getByRole('button', { name: 'Cancel Back Australia at 2.6 for 250.00' }),
    ).toBeEnabled();
  },
};

/** The host removes a cancelled bet from the list it passes. */
export const Cancelled: Story = {
  render: function Render(args) {
    const [bets, setBets] = useState(args.bets);
    return (
      <OpenBets
        {...args}
        bets={bets}
        onCancelBet={(bet) => setBets((current) => current.filter((open) => open.id !== bet.id))}
      />
    );
  },
  play: async ({ canvas }) => {
    const unmatched = canvas.getByRole('table', { name: 'Unmatched bets' });
    await userEvent.click(within(unmatched).getByRole('button', { name: /^Cancel Lay India/ }));
    await expect(within(unmatched).getAllByRole('row')).toHaveLength(2);
  },
};

export const SessionBets: Story = {
  args: { bets: [sessionBet, ...openBets.slice(0, 2)] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: '80/100' })).toBeInTheDocument();
  },
};

export const NoneOnThisSide: Story = {
  args: { bets: openBets.filter((bet) => bet.side === 'back'), defaultFilter: 'lay' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Result Found' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { bets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No open bets' })).toBeInTheDocument();
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { bets: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait');
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { bets: [], status: 'error', errorMessage: 'Network error: the bets could not be loaded.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ManyBets: Story = {
  args: { bets: manyBets, defaultAverageOdds: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Average odds' })).toBeChecked();
  },
};

/**
 * A phone's column: each bet stacks (the selection above its figures and Cancel), so neither table
 * scrolls sideways and every Cancel button is in view.
 */
export const Mobile: Story = {
  decorators: [atWidth(phoneWidth, { fixed: true })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Unmatched bets', 'Matched bets']) {
      const scroller = canvas.getByRole('table', { name }).parentElement;
      await expect(scroller?.scrollWidth, name).toBeLessThanOrEqual(scroller?.clientWidth ?? 0);
    }
    const cancel = canvas.getByRole('button', { name: 'Cancel Lay India at 1.7 for 400.00' });
    const right = canvas.getByRole('table', { name: 'Unmatched bets' }).getBoundingClientRect().right;
    await expect(cancel.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  },
};

/** A host that moves an edited bet to its new price and drops cancelled ones, as the app's list does. */
function MovingBets(args: Parameters<typeof OpenBets>[0]) {
  const [bets, setBets] = useState(args.bets);
  return (
    <OpenBets
      {...args}
      bets={bets}
      onEditPrice={async (bet, odds) => {
        await args.onEditPrice?.(bet, odds);
        setBets((current) => current.map((open) => (open.id === bet.id ? { ...open, odds } : open)));
      }}
      onCancelAll={async (waiting) => {
        await args.onCancelAll?.(waiting);
        setBets((current) => current.filter((open) => !waiting.includes(open)));
      }}
    />
  );
}

/**
 * A waiting bet's price: Edit price opens a form whose field takes the keyboard at once, ArrowUp steps
 * one tick of the ladder (2.6 to 2.62), Enter saves, and the list shows the bet at its new price.
 */
export const EditPrice: Story = {
  args: { onEditPrice: fn(), onCancelAll: fn() },
  render: MovingBets,
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Edit price of Back Australia at 2.6 for 250.00' }),
    );
    const form = canvas.getByRole('form', { name: 'Edit price of Back Australia at 2.6 for 250.00' });
    const field = within(form).getByRole('spinbutton', { name: 'New price' });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onEditPrice).toHaveBeenCalledWith(expect.objectContaining({ odds: 2.6 }), 2.62);
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    const unmatched = canvas.getByRole('table', { name: 'Unmatched bets' });
    await expect(within(unmatched).getByRole('cell', { name: '2.62' })).toBeInTheDocument();
  },
};

/** A refused move keeps the form open, the bet at its price, and says why. */
export const EditPriceRefused: Story = {
  args: { onEditPrice: fn(() => Promise.reject(new Error('The highest odds you can bet at are 3.00.'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Edit price of Lay India/ }));
    const field = canvas.getByRole('spinbutton', { name: 'New price' });
    await userEvent.clear(field);
    await userEvent.type(field, '4.1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The price of the bet on India was not changed: The highest odds you can bet at are 3.00.',
    );
    await expect(canvas.getByRole('form')).toBeInTheDocument();
    await userEvent.click(field);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

/** Cancel all takes every unmatched bet listed; the matched ones stay. */
export const CancelAll: Story = {
  args: { onEditPrice: fn(), onCancelAll: fn() },
  render: MovingBets,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel all unmatched bets' }));
    await expect(args.onCancelAll).toHaveBeenCalledWith(openBets.filter((bet) => bet.status === 'unmatch'));
    await expect(canvas.queryByRole('table', { name: 'Unmatched bets' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Matched bets' })).toBeInTheDocument();
  },
};
