import {
  casinoGameDefinition,
  casinoRoundSnapshot,
  commitmentOf,
  dealOfRound,
  fairnessAlgorithm,
  toMinor,
  type CasinoGameDefinition,
  type CasinoResult,
  type CasinoRoundPosition,
  type PlacedBet,
} from '@exchange/domain';

/**
 * Story data for the casino table: rounds and results dealt by the real game definitions from fixed seeds,
 * so the cards, prices, winners and fairness proofs are what the engine would show, and Verify works.
 */
const teen20 = casinoGameDefinition('teen20') as CasinoGameDefinition;
const lucky7 = casinoGameDefinition('lucky7') as CasinoGameDefinition;
const dt20 = casinoGameDefinition('dt20') as CasinoGameDefinition;

/** The stories' clock: a fixed instant, so countdowns show the same second in every screenshot. */
export const storyNow = Date.UTC(2026, 10, 26, 8, 0, 0);

export function storyClock() {
  return { now: () => storyNow, subscribe: () => () => undefined };
}

const seed = (n: number) => n.toString(16).padStart(2, '0').repeat(32);

const teenKey = { serverSeed: seed(7), publicSeed: 'teen20-table-salt', roundId: '5002261126080000' };
const luckyKey = { serverSeed: seed(11), publicSeed: 'lucky7-table-salt', roundId: '5001261126080000' };
const dragonTigerKey = { serverSeed: seed(13), publicSeed: 'dt20-table-salt', roundId: '5003261126080000' };

export const teenRound = (position: CasinoRoundPosition) => casinoRoundSnapshot(teen20, teenKey, position);
export const luckyRound = (position: CasinoRoundPosition) => casinoRoundSnapshot(lucky7, luckyKey, position);
export const dragonTigerRound = (position: CasinoRoundPosition) =>
  casinoRoundSnapshot(dt20, dragonTigerKey, position);

/** Ten earlier teen20 rounds, newest first, as done-results lists them. */
export const teenResults: readonly CasinoResult[] = Array.from({ length: 10 }, (_, index) => {
  const key = {
    serverSeed: seed(20 + index),
    publicSeed: teenKey.publicSeed,
    roundId: `50022611260${7 - Math.floor(index / 6)}${String(59 - index * 7).padStart(2, '0')}00`,
  };
  const deal = dealOfRound(teen20, key);
  return {
    mid: key.roundId,
    data: { winnerName: teen20.result(deal).winnerName },
    gameType: 'teen20',
    voided: false,
    resultAt: new Date(storyNow - (index + 1) * 55_000).toISOString(),
    table: teen20.table(deal, teen20.steps(deal)),
    commitment: commitmentOf(key.serverSeed),
    publicSeed: key.publicSeed,
    algorithm: fairnessAlgorithm,
    serverSeed: key.serverSeed,
  };
});

/** The player's back of Player A on the open round. */
export const roundBets: readonly PlacedBet[] = [
  {
    id: 'c1',
    matchId: teen20.matchId,
    marketId: `${teenKey.roundId}.main`,
    marketName: 'Main',
    selectionId: 1,
    runnerName: 'Player A',
    side: 'back',
    stake: toMinor(500),
    odds: 1.98,
    volume: undefined,
    betOn: 'CASINO',
    oddsType: undefined,
    gtype: undefined,
    fancyStatus: undefined,
    status: 'match',
    placedAt: '2026-11-26T07:59:50.000Z',
  },
];

const noop = () => undefined;

/** A table's props for tests that only look: no slip, no bets, handlers that do nothing. */
export const lookingTableProps = {
  closesAt: undefined,
  connected: true,
  bets: [],
  results: teenResults,
  slip: null,
  presetStakes: [],
  oneClick: { enabled: false, stake: null },
  onOneClickChange: noop,
  onSelectPrice: noop,
  onSlipChange: noop,
  onPlaceBet: noop,
  onCloseSlip: noop,
} as const;
