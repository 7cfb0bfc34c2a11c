import { soccerMarketTypes } from '@exchange/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { soccerMatch, soccerSnapshot, storyMatchStore } from './fixtures.ts';
import type { SlipState } from './BetPanel.tsx';
import { OddsScreen } from './OddsScreen.tsx';
import oddsScreenStories from './OddsScreen.stories.tsx';

/**
 * Issue 39: the odds page of a match with a dozen markets (a soccer match's goals lines, Both Teams to
 * Score, Correct Score and Half Time beside Match Odds): each market folds to its title, Match Odds first
 * and open, the others folded; the player's pinned markets come first, open.
 */
const meta = {
  title: 'Screens/Player/Odds markets',
  component: OddsScreen,
  decorators: [withRouter],
  args: {
    ...oddsScreenStories.args,
    match: soccerMatch,
    live: storyMatchStore(soccerSnapshot),
    pinnedMarkets: [],
    onPinMarket: fn(),
  },
} satisfies Meta<typeof OddsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const marketNames = soccerMarketTypes.map((type) => type.name);

/** The market regions in page order. */
function listedMarkets(canvas: ReturnType<typeof within>): string[] {
  return canvas
    .getAllByRole('region')
    .map((region: HTMLElement) => region.getAttribute('aria-labelledby') ?? '')
    .map((id: string) => document.getElementById(id)?.textContent ?? '')
    .filter((name: string) => marketNames.includes(name));
}

const market = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('region', { name });
const fold = (canvas: ReturnType<typeof within>, name: string) =>
  within(market(canvas, name)).getByRole('button', { name });

/** Match Odds open with its prices, every other market folded to its title and pin. */
export const Soccer: Story = {
  play: async ({ canvas }) => {
    await expect(listedMarkets(canvas)).toEqual(marketNames);
    await expect(fold(canvas, 'Match Odds')).toHaveAttribute('aria-expanded', 'true');
    await expect(within(market(canvas, 'Match Odds')).getByRole('group', { name: 'Arsenal' })).toBeVisible();
    for (const name of marketNames.slice(1)) {
      await expect(fold(canvas, name)).toHaveAttribute('aria-expanded', 'false');
      await expect(within(market(canvas, name)).queryAllByRole('button', { name: /^(Back|Lay) / })).toEqual(
        [],
      );
    }
  },
};

export const SoccerPhone: Story = { parameters: { phone: true } };

/** Unfolding a market shows its ladder to bet on; folding Match Odds leaves its title. */
export const FoldAndUnfold: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(fold(canvas, 'Over/Under 2.5 Goals'));
    await expect(fold(canvas, 'Over/Under 2.5 Goals')).toHaveAttribute('aria-expanded', 'true');
    const overUnder = market(canvas, 'Over/Under 2.5 Goals');
    const [best] = within(overUnder).getAllByRole('button', { name: /^Back Over 2\.5 Goals at 2\.08/ });
    if (!best) throw new Error('no best back price');
    await userEvent.click(best);
    await expect(args.onSelectPrice).toHaveBeenCalledWith(
      expect.objectContaining({
        marketName: 'Over/Under 2.5 Goals',
        runnerName: 'Over 2.5 Goals',
        odds: 2.08,
      }),
    );
    await userEvent.click(fold(canvas, 'Match Odds'));
    await expect(fold(canvas, 'Match Odds')).toHaveAttribute('aria-expanded', 'false');
    await expect(within(market(canvas, 'Match Odds')).queryByRole('group', { name: 'Arsenal' })).toBeNull();
  },
};

/** Pinning a market moves it to the top, open; unpinning puts it back in its place, folded. */
export const Pinning: Story = {
  parameters: { visual: { disable: true } },
  render: function Render(args) {
    const [pinned, setPinned] = useState<readonly string[]>([]);
    return (
      <OddsScreen
        {...args}
        pinnedMarkets={pinned}
        onPinMarket={(name, pin) => {
          args.onPinMarket?.(name, pin);
          setPinned((held) => (pin ? [...held, name] : held.filter((kept) => kept !== name)));
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const pin = (name: string) => within(market(canvas, name)).getByRole('button', { name: `Pin ${name}` });
    await expect(pin('Correct Score')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pin('Correct Score'));
    await expect(args.onPinMarket).toHaveBeenCalledWith('Correct Score', true);
    await expect(pin('Correct Score')).toHaveAttribute('aria-pressed', 'true');
    await expect(listedMarkets(canvas)[0]).toBe('Correct Score');
    await expect(fold(canvas, 'Correct Score')).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(market(canvas, 'Correct Score')).getByRole('group', { name: 'Any Other Draw' }),
    ).toBeVisible();

    await userEvent.click(pin('Correct Score'));
    await expect(args.onPinMarket).toHaveBeenLastCalledWith('Correct Score', false);
    await expect(listedMarkets(canvas)).toEqual(marketNames);
    await expect(fold(canvas, 'Correct Score')).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The markets the player pinned before come first, open, in the order pinned, Match Odds after them. */
export const PinnedBefore: Story = {
  parameters: { visual: { disable: true } },
  args: { pinnedMarkets: ['Half Time', 'Both Teams to Score'] },
  play: async ({ canvas }) => {
    await expect(listedMarkets(canvas).slice(0, 3)).toEqual([
      'Both Teams to Score',
      'Half Time',
      'Match Odds',
    ]);
    await expect(fold(canvas, 'Half Time')).toHaveAttribute('aria-expanded', 'true');
    await expect(fold(canvas, 'Both Teams to Score')).toHaveAttribute('aria-expanded', 'true');
  },
};

/**
 * On a phone the slip opens under the runner tapped: folding that market would hide the slip with it, so
 * the market holding the slip stays open until the slip is closed.
 */
export const PhoneSlipKeepsItsMarketOpen: Story = {
  parameters: { phone: true, visual: { disable: true } },
  render: function Render(args) {
    const [slip, setSlip] = useState<SlipState | null>(null);
    return (
      <OddsScreen
        {...args}
        slip={slip}
        onSelectPrice={(picked) =>
          setSlip({ key: 1, selection: picked, odds: picked.odds, stake: null, status: 'idle' })
        }
        onCloseSlip={() => setSlip(null)}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(fold(canvas, 'Both Teams to Score'));
    const yes = within(market(canvas, 'Both Teams to Score')).getByRole('group', { name: 'Yes' });
    const [best] = within(yes).getAllByRole('button', { name: /^Back Yes at / });
    if (!best) throw new Error('no back price for Yes');
    await userEvent.click(best);
    const slip = await canvas.findByRole('form', { name: 'Bet slip' });
    await expect(yes.nextElementSibling).toContainElement(slip);

    await userEvent.click(fold(canvas, 'Both Teams to Score'));
    await expect(fold(canvas, 'Both Teams to Score')).toHaveAttribute('aria-expanded', 'true');
    await expect(slip).toBeVisible();
    await userEvent.click(within(slip).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(fold(canvas, 'Both Teams to Score'));
    await expect(fold(canvas, 'Both Teams to Score')).toHaveAttribute('aria-expanded', 'false');
  },
};
