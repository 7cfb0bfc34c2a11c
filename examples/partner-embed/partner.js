// The partner's whole integration: mount the exchange's widgets by name, pass them data, and wire a price
// click in the market to the bet slip. The market data would come from the partner's own feed.
import { mountWidget } from './exchange-widgets/exchange-widgets.js';

const brand = { brand: 'lotus' };
const level = (price, size) => ({ price, size });
const market = {
  marketId: '1.9001',
  marketName: 'Match Odds',
  matchId: 9001,
  status: 'OPEN',
  runners: [
    {
      selectionId: 1,
      runnerName: 'Mumbai Indians',
      ex: {
        availableToBack: [level(1.9, 5200), level(1.89, 8300), level(1.88, 12600)],
        availableToLay: [level(1.91, 4100), level(1.92, 9700), level(1.93, 15400)],
      },
    },
    {
      selectionId: 2,
      runnerName: 'Chennai Super Kings',
      ex: {
        availableToBack: [level(2.08, 3900), level(2.06, 7100), level(2.04, 11800)],
        availableToLay: [level(2.1, 2600), level(2.12, 6900), level(2.14, 10300)],
      },
    },
  ],
};

const betSlip = mountWidget(
  document.getElementById('bet-slip'),
  'BetSlip',
  {
    selection: null,
    limits: { min: 100, max: 50000 },
    presetStakes: [100, 500, 1000, 5000],
    onCancel: () => betSlip.update({ selection: null, status: 'idle' }),
    onPlaceBet: async (bet) => {
      betSlip.update({ status: 'loading' });
      try {
        await placeBet(bet);
        betSlip.update({ status: 'done' });
      } catch (error) {
        betSlip.update({ status: 'fail', error: error.message });
      }
    },
  },
  brand,
);

mountWidget(
  document.getElementById('market'),
  'MarketBook',
  {
    market,
    limits: { min: 100, max: 50000 },
    // A price click starts a new bet in the slip.
    onSelectPrice: (selection) => betSlip.update({ selection, status: 'idle', error: undefined }),
  },
  brand,
);

/** The partner's own bet placement (their server, their session): this page has none, so it accepts. */
async function placeBet(bet) {
  console.info('A partner would send this bet to its server:', bet);
}
