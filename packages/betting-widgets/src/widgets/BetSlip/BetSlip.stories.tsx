import { runnerBetOf, toMinor, type Bet } from '@exchange/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { backIndiaSelection as backIndia, cricketBook, cricketMatchOdds } from '../../fixtures/markets.ts';
import type { PriceSelection } from '../../internal/market.ts';
import { MarketBook } from '../MarketBook/MarketBook.tsx';
import { BetSlip, type BetSlipRootProps } from './BetSlip.tsx';
import { betFromSelection, betSlipStatuses, type PriceMoveSettings } from './context.ts';
import { OneClickBetting } from './OneClickBetting.tsx';

const layIndia: PriceSelection = { ...backIndia, side: 'lay', odds: 1.99, size: 1800 };
const bookmakerBack: PriceSelection = {
  ...backIndia,
  marketId: '9.4410',
  marketName: 'Bookmaker',
  odds: 95,
  oddsType: 'bookMaker',
};
const sessionYes: PriceSelection = {
  ...backIndia,
  marketId: '7.101',
  marketName: '6 over runs IND',
  runnerName: '6 over runs IND',
  selectionId: 7101,
  betOn: 'FANCY',
  gtype: 'session',
  odds: 50,
  volume: 100,
  fancyStatus: 'yes',
};

const meta = {
  title: 'Widgets/BetSlip',
  component: BetSlip.Root,
  args: {
    selection: backIndia,
    limits: { min: 100, max: 50000 },
    onPlaceBet: fn(),
    onCancel: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: betSlipStatuses } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <BetSlip.Root {...args} />
    </div>
  ),
} satisfies Meta<typeof BetSlip.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'Bet slip' })).toHaveAttribute('data-side', 'back');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Stake' }), '100');
    await expect(canvas.getByText('+98.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Place bet' }));
    await expect(args.onPlaceBet).toHaveBeenCalledWith(
      expect.objectContaining({ selectionId: 101, side: 'back', odds: 1.98, stake: toMinor(100) }),
    );
  },
};

export const Playground: Story = { args: { defaultStake: 500 } };

/** Lay: the pink slip, and the liability (what the user loses if India wins). */
export const Lay: Story = {
  args: { selection: layIndia },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '500' }));
    await expect(canvas.getByRole('button', { name: '500' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Liability')).toBeVisible();
    await expect(canvas.getByText('-495.00')).toBeVisible();
  },
};

/** Odds move along the exchange ladder: by button, by arrow key, and a typed price snaps to it. */
export const OddsOnTheLadder: Story = {
  play: async ({ canvas }) => {
    const odds = canvas.getByRole('spinbutton', { name: 'Odds' });
    await userEvent.click(canvas.getByRole('button', { name: 'Raise odds' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Raise odds' }));
    await expect(odds).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Raise odds' }));
    await expect(odds).toHaveValue('2.02');
    await userEvent.type(odds, '{ArrowDown}{ArrowDown}');
    await expect(odds).toHaveValue('1.99');
    await userEvent.clear(odds);
    await userEvent.type(odds, '2.03');
    await userEvent.tab();
    await expect(odds).toHaveValue('2.02');
  },
};

export const PresetStakes: Story = {
  args: { presetStakes: [200, 2000, 20000] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '2k' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Stake' })).toHaveValue('2000');
    await expect(canvas.getByText('+1,960.00')).toBeVisible();
  },
};

/** Place bet with no stake, then under the minimum: the stake says why, and nothing is placed. */
export const InvalidStake: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place bet' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a stake');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Stake' }), '50');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The minimum stake is 100.00');
    await expect(args.onPlaceBet).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', defaultStake: 100 },
  play: async ({ canvas, args }) => {
    const place = canvas.getByRole('button', { name: 'Place bet' });
    await expect(place).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(place);
    await expect(args.onPlaceBet).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Placed: the slip says so and has no Place bet left, so a second press cannot place the same bet again. */
export const Done: Story = {
  args: { status: 'done', defaultStake: 100 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Bet Placed Successfully');
    await expect(canvas.queryByRole('button', { name: 'Place bet' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The server refused the bet: its message, as it sent it. */
export const Failed: Story = {
  args: { status: 'fail', error: 'Odds changed. Check the new price and try again.', defaultStake: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Odds changed. Check the new price and try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Place bet' })).toBeEnabled();
  },
};

/** Bookmaker odds are 100-based and taken as quoted: 95 pays 0.95 of the stake. */
export const Bookmaker: Story = {
  args: { selection: bookmakerBack, defaultStake: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('spinbutton', { name: 'Odds' })).toBeNull();
    await expect(canvas.getByText('Odds: 95')).toBeVisible();
    await expect(canvas.getByText('+95.00')).toBeVisible();
  },
};

/** A session fancy: Yes at the run line, paid at the rate. */
export const Session: Story = {
  args: { selection: sessionYes, defaultStake: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Runs: 50 (rate 100)')).toBeVisible();
    await expect(canvas.getByText('+100.00')).toBeVisible();
  },
};

function SlipWithPriceChoices(props: BetSlipRootProps) {
  const [priceMove, setPriceMove] = useState<PriceMoveSettings>({
    acceptBetterPrice: true,
    waitIfPriceWorse: false,
  });
  return (
    <div style={{ maxWidth: 360 }}>
      <BetSlip.Root
        {...props}
        priceMove={priceMove}
        onPriceMoveChange={(next) => {
          setPriceMove(next);
          props.onPriceMoveChange?.(next);
        }}
      />
    </div>
  );
}

const priceChoices = { name: 'If the price moves during the in-play delay' };
const acceptBetter = { name: 'Accept any better price' };
const keepWaiting = { name: 'Keep the bet waiting if the price gets worse' };

/**
 * The player's choice of what the in-play delay does with a moved price, as the host remembers it: a
 * better price taken, and a worse one leaving the bet waiting, unmatched, instead of refused. The bet the
 * slip places is the same either way: the host sends the choice with it.
 */
export const InPlayPriceChoices: Story = {
  args: { defaultStake: 100, onPriceMoveChange: fn() },
  render: (args) => <SlipWithPriceChoices {...args} />,
  play: async ({ canvas, args }) => {
    const choices = within(canvas.getByRole('group', priceChoices));
    await expect(choices.getByRole('checkbox', acceptBetter)).toBeChecked();
    await expect(choices.getByRole('checkbox', keepWaiting)).not.toBeChecked();
    await userEvent.click(choices.getByRole('checkbox', keepWaiting));
    await expect(args.onPriceMoveChange).toHaveBeenLastCalledWith({
      acceptBetterPrice: true,
      waitIfPriceWorse: true,
    });
    await expect(choices.getByRole('checkbox', keepWaiting)).toBeChecked();
    // From the keyboard: Space toggles the focused choice.
    choices.getByRole('checkbox', acceptBetter).focus();
    await userEvent.keyboard(' ');
    await expect(args.onPriceMoveChange).toHaveBeenLastCalledWith({
      acceptBetterPrice: false,
      waitIfPriceWorse: true,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Place bet' }));
    await expect(args.onPlaceBet).toHaveBeenCalledWith(expect.objectContaining({ odds: 1.98 }));
  },
};

/** Bookmaker bets are matched or refused, never left waiting: only the better price is a choice. */
export const InPlayPriceChoicesBookmaker: Story = {
  args: { selection: bookmakerBack, defaultStake: 100 },
  render: (args) => <SlipWithPriceChoices {...args} />,
  play: async ({ canvas }) => {
    const choices = within(canvas.getByRole('group', priceChoices));
    await expect(choices.getByRole('checkbox', acceptBetter)).toBeChecked();
    await expect(choices.queryByRole('checkbox', keepWaiting)).toBeNull();
  },
};

/** A session's line is the bet itself, and a slip whose host offers no choice (casino) shows none. */
export const NoPriceChoices: Story = {
  args: { selection: sessionYes, defaultStake: 100 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <SlipWithPriceChoices {...args} />
      <div style={{ maxWidth: 360 }}>
        <BetSlip.Root {...args} selection={backIndia} aria-label="Slip without choices" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', priceChoices)).toBeNull();
    await expect(canvas.getAllByRole('form')).toHaveLength(2);
  },
};

export const Mobile: Story = {
  args: { defaultStake: 1000 },
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <BetSlip.Root {...args} />
    </div>
  ),
};

/** The slip composed from its parts, without the quick stakes' neighbour preview. */
export const Composed: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <BetSlip.Root {...args}>
        <BetSlip.Selection />
        <div style={{ display: 'grid', gap: 12, padding: 12 }}>
          <BetSlip.Stake />
          <BetSlip.Actions />
        </div>
      </BetSlip.Root>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('spinbutton', { name: 'Odds' })).toBeNull();
    await expect(canvas.getByRole('spinbutton', { name: 'Stake' })).toBeVisible();
  },
};

function MarketWithSlip({ onPlaceBet }: { onPlaceBet: (bet: Bet) => void }) {
  const [selection, setSelection] = useState<PriceSelection>();
  const [stake, setStake] = useState<number | null>(null);
  const [odds, setOdds] = useState<number | null>(null);
  const pending =
    selection && stake !== null && stake > 0
      ? runnerBetOf(betFromSelection(selection, toMinor(stake), odds ?? selection.odds))
      : undefined;
  return (
    <div
      style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr) 320px', alignItems: 'start' }}
    >
      <MarketBook
        market={cricketMatchOdds}
        book={cricketBook}
        pendingBet={pending}
        onSelectPrice={(next) => {
          setSelection(next);
          setOdds(next.odds);
          setStake(null);
        }}
      />
      {selection && (
        <BetSlip.Root
          key={`${selection.selectionId}-${selection.side}-${selection.odds}`}
          selection={selection}
          odds={odds}
          onOddsChange={setOdds}
          stake={stake}
          onStakeChange={setStake}
          onPlaceBet={onPlaceBet}
          onCancel={() => setSelection(undefined)}
        />
      )}
    </div>
  );
}

/** A price click opens the slip; as the stake changes, each runner shows its position after the bet. */
export const WithMarketBook: Story = {
  render: (args) => <MarketWithSlip onPlaceBet={args.onPlaceBet ?? (() => {})} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lay Australia at 2.06, 1,800 available' }));
    const slip = within(canvas.getByRole('form', { name: 'Bet slip' }));
    await userEvent.click(slip.getByRole('button', { name: '100' }));
    await expect(within(canvas.getByRole('group', { name: 'Australia' })).getByText('-206.00')).toBeVisible();
    await userEvent.click(slip.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('form', { name: 'Bet slip' })).toBeNull();
  },
};

function OneClickMarket({ onPlaceBet }: { onPlaceBet: (bet: Bet) => void }) {
  const [enabled, setEnabled] = useState(false);
  const [stake, setStake] = useState(100);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <OneClickBetting
        enabled={enabled}
        onEnabledChange={setEnabled}
        stake={stake}
        onStakeChange={setStake}
      />
      <MarketBook
        market={cricketMatchOdds}
        onSelectPrice={(selection) => {
          if (enabled) onPlaceBet(betFromSelection(selection, toMinor(stake)));
        }}
      />
    </div>
  );
}

/** One-click betting: turned on after a confirmation, a price click places the bet with the chosen stake. */
export const OneClick: Story = {
  parameters: { overlay: true },
  render: (args) => <OneClickMarket onPlaceBet={args.onPlaceBet ?? (() => {})} />,
  play: async ({ canvas, args }) => {
    const price = canvas.getByRole('button', { name: 'Back India at 1.98, 2,500 available' });
    await userEvent.click(price);
    await expect(args.onPlaceBet).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('switch', { name: 'One-click betting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on one-click betting?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '500' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('switch', { name: 'One-click betting' })).toBeChecked();
    await userEvent.click(price);
    await expect(args.onPlaceBet).toHaveBeenCalledWith(
      expect.objectContaining({ selectionId: 101, side: 'back', odds: 1.98, stake: toMinor(500) }),
    );
  },
};
