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

// The casino table: the last round the partner's feed sent (a `casinoRound` push of the exchange's data
// socket), drawn with its cards and winner, its fairness proof verified in the visitor's browser, and the
// next round's prices going to the same bet slip.
const lastRound = {
  gameType: 'teen20',
  gameName: '20-20 Teenpatti',
  mid: '5002261126081500',
  status: 'result',
  cards: ['6SS', '3SS', '7SS', 'KCC', 'KSS', 'JHH'],
  commitment: '5272c0d61871abc52c70b721e147d672876d04aeea9fbcd2c0852d5786d4471b',
  publicSeed: 'lotus-teen20-salt',
  algorithm: 'pf-shuffle-v1',
  serverSeed: '9a4f0c2e7b1d3856a0c9e8f7d6b5a4938271605f4e3d2c1b0a99887766554433',
  winnerName: 'Player A',
};

mountWidget(
  document.getElementById('casino-table'),
  'RoundTable',
  {
    gameCode: lastRound.gameType,
    gameName: lastRound.gameName,
    roundId: lastRound.mid,
    status: lastRound.status,
    cards: lastRound.cards,
    winnerName: lastRound.winnerName,
  },
  brand,
);

mountWidget(
  document.getElementById('casino-fairness'),
  'FairnessPanel',
  {
    gameCode: lastRound.gameType,
    roundId: lastRound.mid,
    commitment: lastRound.commitment,
    publicSeed: lastRound.publicSeed,
    algorithm: lastRound.algorithm,
    serverSeed: lastRound.serverSeed,
    cards: lastRound.cards,
  },
  brand,
);

mountWidget(
  document.getElementById('casino-market'),
  'CasinoMarket',
  {
    title: 'Main',
    matchId: 5002,
    marketId: '5002261126081600.main',
    runners: [
      { selectionId: 1, runnerName: 'Player A', odds: 1.98 },
      { selectionId: 2, runnerName: 'Player B', odds: 1.98 },
    ],
    closesAt: Date.now() + 60_000,
    limits: { min: 100, max: 50000 },
    onSelectPrice: (selection) => betSlip.update({ selection, status: 'idle', error: undefined }),
  },
  brand,
);

/** The partner's own bet placement (their server, their session): this page has none, so it accepts. */
async function placeBet(bet) {
  console.info('A partner would send this bet to its server:', bet);
}
