import {
  casinoBetStakeLimits,
  casinoRunnerOf,
  parseCasinoMarketId,
  Refusal,
  refusalMessages,
  ruleForBet,
  sportIdsByName,
  type CasinoMarketQuote,
  type CasinoRunnerQuote,
  type Minor,
} from '@exchange/domain';
import { sql, type SQL } from 'drizzle-orm';
import { checkBetLocks, checkStake } from '../bets/checks.ts';
import { heldBets, holdingWithBet, type MarketPosition, type OpenHolding } from '../bets/exposure.ts';
import type { BetValues, PlacementInput } from '../bets/placement.ts';
import type { PlacingUser } from '../bets/placementRows.ts';
import { samePrice } from '../bets/pricing.ts';
import { arrayParam } from '../db/arrays.ts';
import type { Database } from '../db/client.ts';
import { columns, rowDecoder } from '../db/rowDecoder.ts';
import { rowsOf } from '../db/rows.ts';
import { casinoPositionOf } from './position.ts';
import { bettingOpen, definitionOf, readRound, roundDeal, type CasinoRoundRow } from './rounds.ts';

/**
 * Casino bets through POST placebet (issue 17): the sports placement's checks and statements (session,
 * locks, stake limits, balance, exposure limit, idempotency; bets/placement.ts) around the round's own:
 * the game enabled, betting open (CASINO.md 5's 3-second close), the runner quoted now, the price the one
 * quoted. The house is the counterparty, so a bet is matched at once at the quoted price. Casino bets
 * batch as the board's do (issue 22: a round takes most of its bets in its last seconds): the batch
 * (bets/placementBatch.ts; a single bet is a batch of one) reads their rounds with readCasinoRounds and
 * decides each with decideCasinoBet.
 *
 * Locks, in order: the round's row FOR SHARE (the round loop's next step and the settlement wait for the
 * bet, so it is placed on the round as the player saw it, and settled with it), the market's row when the
 * first bet creates it, then the user's account row, as every money operation takes it.
 */

type Quoted = { market: CasinoMarketQuote; runner: CasinoRunnerQuote };

const gameRow = rowDecoder({
  enabled: columns.boolean,
  has_sport: columns.boolean,
  sport_min_bet: columns.nullable(columns.minor),
  sport_max_bet: columns.nullable(columns.minor),
  delay_seconds: columns.nullable(columns.integer),
});
type GameRead = ReturnType<typeof gameRow>;

/** What a casino bet's checks read of its round: the round (locked FOR SHARE) and its game's switch and limits. */
export interface CasinoRoundRead {
  round: CasinoRoundRow;
  game: GameRead | undefined;
}

/** The runner a bet names, as its round quotes it now (none for a market or runner the round has not). */
function quotedOf(round: CasinoRoundRow, input: PlacementInput): Quoted | undefined {
  const key = parseCasinoMarketId(input.bet.marketId);
  if (!key) return undefined;
  const definition = definitionOf(round.gameCode);
  return casinoRunnerOf(definition, roundDeal(round), round.shown, key.suffix, input.bet.selectionId);
}

/** A market of the round to write with the bets on it: its runners in order, and which of them were picked. */
interface MarketToWrite {
  id: string;
  name: string;
  runners: { selectionId: number; name: string; picked: boolean }[];
}

/** The markets the round's quoted bets need, in id order, each with its listed runners and those picked. */
function marketsToWrite(round: CasinoRoundRow, inputs: readonly PlacementInput[]): MarketToWrite[] {
  const markets = new Map<string, MarketToWrite>();
  for (const input of inputs) {
    const quoted = quotedOf(round, input);
    if (!quoted) continue;
    const id = input.bet.marketId;
    const market = markets.get(id) ?? {
      id,
      name: quoted.market.name,
      runners: quoted.market.runners.map((runner) => ({ ...runner, picked: false })),
    };
    markets.set(id, market);
    const listed = market.runners.find((runner) => runner.selectionId === quoted.runner.selectionId);
    if (listed) listed.picked = true;
    else market.runners.push({ ...quoted.runner, picked: true });
  }
  return [...markets.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The game's switch and sport 5000's stake limits; first, the rows of the markets the bets are quoted on,
 * created by a market's first bet (a round nobody bets on writes no market rows; a picked runner gets its
 * row with the first bet on it), in market id order so two placements creating the same markets never
 * wait on each other in a cycle. The runners rows let the books of reports read casino markets as they
 * read any other.
 */
function marketsAndGameStatement(round: CasinoRoundRow, markets: readonly MarketToWrite[]): SQL {
  const game = sql`select t.enabled, s.sport_id is not null as has_sport, s.min_bet as sport_min_bet,
      s.max_bet as sport_max_bet, s.delay_seconds
    from casino_tables t left join sport_settings s on s.sport_id = ${sportIdsByName.casino}
    where t.code = ${round.gameCode}`;
  if (markets.length === 0) return game;
  const runners = markets.flatMap((market) =>
    market.runners.map((runner, order) => ({ marketId: market.id, order, ...runner })),
  );
  return sql`with new_markets as (
      insert into markets (id, match_id, kind, name)
      select m.id, ${round.matchId}, 'casino', m.name
      from unnest(${arrayParam(
        markets.map((market) => market.id),
        'text',
      )}, ${arrayParam(
        markets.map((market) => market.name),
        'text',
      )}) as m(id, name)
      order by m.id
      on conflict (id) do nothing
      returning id
    ), new_runners as (
      insert into runners (market_id, selection_id, name, sort_order)
      select r.market_id, r.selection_id, r.name, r.sort_order
      from unnest(
        ${arrayParam(
          runners.map((runner) => runner.marketId),
          'text',
        )},
        ${arrayParam(
          runners.map((runner) => runner.selectionId),
          'bigint',
        )},
        ${arrayParam(
          runners.map((runner) => runner.name),
          'text',
        )},
        ${arrayParam(
          runners.map((runner) => runner.order),
          'int',
        )},
        ${arrayParam(
          runners.map((runner) => runner.picked),
          'boolean',
        )}
      ) as r(market_id, selection_id, name, sort_order, picked)
      where r.picked or r.market_id in (select id from new_markets)
      order by r.market_id, r.selection_id
      on conflict do nothing
    )
    ${game}`;
}

/**
 * The rounds of casino bets by id, each locked FOR SHARE (the round loop's next step and the settlement
 * wait for the bets, so a bet is placed on the round as the player saw it, and settled with it), in id
 * order, with the market rows their quoted bets need and their games' switches and limits. A round that
 * does not exist is left out.
 */
export async function readCasinoRounds(
  tx: Database,
  inputs: readonly PlacementInput[],
): Promise<Map<string, CasinoRoundRead>> {
  const byRound = new Map<string, PlacementInput[]>();
  for (const input of inputs) {
    const key = parseCasinoMarketId(input.bet.marketId);
    if (key) byRound.set(key.roundId, [...(byRound.get(key.roundId) ?? []), input]);
  }
  const reads = new Map<string, CasinoRoundRead>();
  for (const roundId of [...byRound.keys()].sort()) {
    const round = await readRound(tx, roundId, 'forShare');
    if (!round) continue;
    const markets = marketsToWrite(round, byRound.get(roundId) ?? []);
    const [game] = (await rowsOf<Record<string, unknown>>(tx, marketsAndGameStatement(round, markets))).map(
      gameRow,
    );
    reads.set(roundId, { round, game });
  }
  return reads;
}

/** The read of a casino bet's round, or the refusal of a bet on no round. */
export function casinoRoundOf(
  reads: ReadonlyMap<string, CasinoRoundRead>,
  input: PlacementInput,
): CasinoRoundRead & { quoted: Quoted | undefined } {
  const key = parseCasinoMarketId(input.bet.marketId);
  const read = key && reads.get(key.roundId);
  if (!read) throw new Refusal('market_not_found', refusalMessages.marketUnavailable);
  return { ...read, quoted: quotedOf(read.round, input) };
}

const sportOf = (game: GameRead | undefined) =>
  game?.has_sport && game.sport_min_bet !== null && game.sport_max_bet !== null
    ? { minBet: game.sport_min_bet, maxBet: game.sport_max_bet, delaySeconds: game.delay_seconds ?? 0 }
    : null;

/**
 * The bet's stake limits (issue 37), its game's checked as a market's are: the strictest of them, sport
 * 5000's row and the player's casino setting applies, with the sports' refusals and messages. The maximum
 * is the runner's at its quoted price (casinoBetStakeLimits), so no bet, on a listed runner or a picked one
 * (a Worli patti), can win more than the casino's cap. Every game the registry lists declares limits (the
 * domain's games/stakeLimits.test.ts); one that did not would take no bet rather than bets without limits.
 */
function betStakeLimits(
  round: CasinoRoundRow,
  quoted: Quoted | undefined,
  bet: PlacementInput['bet'],
): { minBet: Minor; maxBet: Minor } {
  const limits = definitionOf(round.gameCode).stakeLimits;
  if (!limits) throw new Refusal('casino_game_disabled');
  const odds = quoted && (bet.side === 'back' ? quoted.runner.back : quoted.runner.lay);
  // A runner not quoted on the bet's side is refused after the stake (quotedBet): the game's limits here.
  const own = odds
    ? casinoBetStakeLimits(limits, {
        rule: ruleForBet({ betOn: quoted.market.betOn, matchId: round.matchId }),
        side: bet.side,
        odds,
      })
    : limits;
  return { minBet: own.min, maxBet: own.max };
}

/**
 * The bet's runner as quoted now and its price on the bet's side: refused if the runner is not quoted,
 * not open, has no price on that side or another one, or if the bet names the market's kind wrongly.
 */
function quotedBet(quoted: Quoted | undefined, bet: PlacementInput['bet']): Quoted & { odds: number } {
  if (!quoted) throw new Refusal('selection_not_in_market');
  const { market, runner } = quoted;
  if (bet.betOn !== market.betOn) throw new Refusal('bet_does_not_fit_market');
  if (market.status !== 'OPEN') throw new Refusal('market_suspended');
  if (runner.status !== 'ACTIVE') throw new Refusal('selection_suspended');
  const price = bet.side === 'back' ? runner.back : runner.lay;
  if (price === null) throw new Refusal('side_not_offered');
  if (!samePrice(price, bet.odds)) throw new Refusal('odds_changed');
  return { market, runner, odds: price };
}

/** The position of a player's open casino bets on a market, as its round quotes the market now. */
export function casinoHoldingPosition(
  read: { quoted: Quoted | undefined },
  holding: OpenHolding,
): MarketPosition {
  if (!read.quoted) throw new Error('The earlier bet names no runner of its round');
  return casinoPositionOf(read.quoted.market, heldBets(holding));
}

/**
 * Every check of a casino bet over what placement read under the locks, in its order (session, locks,
 * game, round, betting window, stake, runner and price): the bet to store, matched at the quoted price,
 * and its market's position and holding with it, or a Refusal thrown. The batch (bets/placementBatch.ts)
 * runs the same function over its own reads.
 */
export function decideCasinoBet(
  read: CasinoRoundRead & { quoted: Quoted | undefined },
  input: PlacementInput,
  user: PlacingUser | null,
): { values: BetValues; position: MarketPosition; placing: PlacingUser; holding: OpenHolding } {
  const { userId, bet } = input;
  const { round, game, quoted } = read;
  if (!user) throw new Refusal('session_ended');
  checkBetLocks(user);
  if (!game?.enabled) throw new Refusal('casino_game_disabled');
  if (bet.matchId !== round.matchId) throw new Refusal('bet_does_not_fit_market');
  if (!bettingOpen(round, input.now)) throw new Refusal('casino_betting_closed');
  const { stake } = bet;
  checkStake(
    user,
    { market: betStakeLimits(round, quoted, bet), match: { sportId: sportIdsByName.casino } },
    sportOf(game),
    stake,
  );
  const { market, runner, odds } = quotedBet(quoted, bet);

  const values = {
    userId,
    matchId: round.matchId,
    marketId: bet.marketId,
    selectionId: bet.selectionId,
    runnerName: runner.name,
    marketName: market.name,
    betOn: market.betOn,
    oddsType: null,
    gtype: null,
    side: bet.side,
    requestedOdds: bet.odds,
    odds,
    volume: null,
    stake,
    persistence: input.persistence,
    ip: input.ip,
    dueAt: null,
    matchedAt: input.now,
    idempotencyKey: input.idempotencyKey ?? null,
    status: 'matched' as const,
  };
  // The open bets were read under the account lock: nothing else changed them since. A casino market
  // keeps no tally (its position follows its game's market shape, casino/position.ts): its bets are held.
  const holding = holdingWithBet([], user.holding, values);
  return { values, position: casinoPositionOf(market, heldBets(holding)), placing: user, holding };
}
