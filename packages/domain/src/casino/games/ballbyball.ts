import { casinoStakeLimitsUpTo, lost, winIf, type RegisteredCasinoGame } from '../definition.ts';
import { perMilleDraw } from '../fairness.ts';
import { backRunner, market, slots } from '../runners.ts';
import { oneSlotTable, type CasinoGamePresentation } from '../presentation.ts';

/**
 * Ball by Ball (CASINO.md 7, ballbyball): a virtual delivery whose outcome is drawn from the chosen
 * per-mille table, then played as a clip tagged with it. Back only, at CASINO.md's prices (the
 * outcome-table formula floor2(0.95 / p) as the page gives it).
 */
const deliveries = [
  { name: '0 Runs', perMille: 350, odds: 2.71 },
  { name: '1 Runs', perMille: 330, odds: 2.87 },
  { name: '2 Runs', perMille: 80, odds: 11.87 },
  { name: '3 Runs', perMille: 10, odds: 95 },
  { name: '4 Runs', perMille: 110, odds: 8.63 },
  { name: '6 Runs', perMille: 50, odds: 18.99 },
  { name: 'Wicket', perMille: 45, odds: 21.11 },
  { name: 'Extra Runs', perMille: 25, odds: 37.99 },
] as const;
export type Delivery = (typeof deliveries)[number]['name'];

const outcomeTable = deliveries.map((delivery) => [delivery.name, delivery.perMille] as const);
const boundaries: readonly Delivery[] = ['4 Runs', '6 Runs'];
const boundaryOdds = 5.93;
const ids = { delivery: 1, boundary: 20 } as const;

const selectionOf = (delivery: Delivery) =>
  ids.delivery + deliveries.findIndex(({ name }) => name === delivery);

const presentation: CasinoGamePresentation = {
  rules: [
    'A recorded delivery is played; bets settle on what it shows: runs off the bat, a wicket or extras.',
  ],
  table: oneSlotTable('Delivery'),
  art: { glyph: 'cricket' },
  group: 'sport-casino',
};

export const ballbyball: RegisteredCasinoGame<Delivery> = {
  code: 'ballbyball',
  name: 'Ball by Ball',
  category: 34,
  matchId: 5013,
  presentation,
  // Under casinoMaxWinPerBet at the game's top prices.
  stakeLimits: casinoStakeLimitsUpTo(25_000),
  timing: { bettingSeconds: 20, stepSeconds: 10, resultSeconds: 5 },
  deal: (random) => perMilleDraw(random, outcomeTable),
  steps: () => 1,
  table: (delivery, shown) => slots([delivery], shown),
  markets: (_delivery, shown) => {
    const suspended = shown > 0;
    return [
      market(
        'main',
        'Ball outcome',
        'oneWinner',
        deliveries.map(({ name, odds }, index) => backRunner(ids.delivery + index, name, odds)),
        { suspended },
      ),
      // A boundary is also a 4 or a 6 on the main market, so it is a market of its own.
      market('boundary', 'Boundary', 'oneOrNone', [backRunner(ids.boundary, 'Boundary', boundaryOdds)], {
        suspended,
      }),
    ];
  },
  settle: (delivery, suffix, selectionId) => {
    switch (suffix) {
      case 'main':
        return winIf(selectionId === selectionOf(delivery));
      case 'boundary':
        return winIf(selectionId === ids.boundary && boundaries.includes(delivery));
      default:
        return lost;
    }
  },
  result: (delivery) => ({
    winnerName: delivery,
    rows: [{ label: 'Ball', value: delivery }],
  }),
};
