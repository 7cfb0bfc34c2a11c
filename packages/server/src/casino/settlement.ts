import type { CasinoGameDefinition, RunnerOutcome } from '@exchange/domain';
import { sql, type SQL } from 'drizzle-orm';
import { arrayParam, oneOfFew } from '../db/arrays.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { lockAccountsOf } from '../ledger/index.ts';
import { attributeMarket } from '../settlement/attribution.ts';
import { closeBets, postSettlement, usersOnMarketSql, type PlayerResult } from '../settlement/closeBets.ts';
import { commitAndPush } from '../settlement/notify.ts';
import type { SettlementContext } from '../settlement/settle.ts';
import { casinoBetPnlSql } from './pnlSql.ts';
import { definitionOf, roundDeal } from './rounds.ts';

/**
 * Settling and voiding a casino round (issue 17): every open bet of the round's markets, in one database
 * transaction through the ledger, as settlement/settle.ts settles a sports market. The round loop calls
 * these once the result is out (settle) or when the round cannot finish (void, CASINO.md 5: "a round that
 * cannot finish (server fault) is void and refunded"); either may be called again (a restart, a retry),
 * and then changes nothing. They set `settled_at` or `voided_at` and leave the round's state to the loop.
 *
 * The round's row is locked FOR UPDATE first: a bet being placed holds it FOR SHARE, so the settlement
 * waits for bets in flight and no bet lands on a round once it is settled.
 */

export interface CasinoRoundClosing {
  /** What the round is now. */
  outcome: 'settled' | 'void';
  /** False when an earlier call had already settled or voided the round: nothing moved this time. */
  changed: boolean;
  players: number;
  bets: number;
}

interface LockedRound {
  id: string;
  gameCode: string;
  matchName: string;
  serverSeed: string;
  publicSeed: string;
  state: string;
  settled: boolean;
  voided: boolean;
}

async function lockRound(tx: Database, roundId: string): Promise<LockedRound> {
  const [row] = await rowsOf<Record<string, unknown>>(
    tx,
    sql`select r.id, r.game_code, m.name as match_name, r.server_seed, r.public_seed, r.state,
        r.settled_at is not null as settled, r.voided_at is not null as voided
      from casino_rounds r join casino_tables t on t.code = r.game_code join matches m on m.id = t.match_id
      where r.id = ${roundId}
      for update of r`,
  );
  if (!row) throw new Error(`No casino round ${roundId}`);
  return {
    id: String(row.id),
    gameCode: String(row.game_code),
    matchName: String(row.match_name),
    serverSeed: String(row.server_seed),
    publicSeed: String(row.public_seed),
    state: String(row.state),
    settled: row.settled === true,
    voided: row.voided === true,
  };
}

/** Every market id the round can have: each market its game quotes at any step (`<round>.<suffix>`). */
function marketIdsOf(definition: CasinoGameDefinition, deal: unknown, roundId: string): string[] {
  const suffixes = new Set<string>();
  for (let shown = 0; shown <= definition.steps(deal); shown += 1) {
    for (const market of definition.markets(deal, shown)) suffixes.add(market.suffix);
  }
  return [...suffixes].map((suffix) => `${roundId}.${suffix}`);
}

/** The round's markets that have a row (a first bet created it), by id, with their names. */
async function roundMarkets(tx: Database, marketIds: readonly string[]): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`select id from markets where ${oneOfFew(sql`id`, marketIds, 'text')} order by id`,
  );
  return rows.map((row) => row.id);
}

interface RunnerOutcomes {
  marketIds: string[];
  selectionIds: number[];
  kinds: RunnerOutcome['kind'][];
  winOdds: (number | null)[];
}

/**
 * The outcome the round gave each runner with matched bets on its markets (definition.settle): what
 * each bet's P/L follows, in SQL (pnlSql.ts casinoBetPnlSql), so the bets themselves never leave the
 * database. Read under the round's and the players' locks: no bet is added or changed meanwhile.
 */
async function runnerOutcomes(
  tx: Database,
  definition: CasinoGameDefinition,
  deal: unknown,
  marketIds: readonly string[],
): Promise<RunnerOutcomes> {
  const runners = await rowsOf<{ market_id: string; selection_id: unknown }>(
    tx,
    sql`select distinct market_id, selection_id from bets
      where ${oneOfFew(sql`market_id`, marketIds, 'text')} and status = 'matched'`,
  );
  const outcomes: RunnerOutcomes = { marketIds: [], selectionIds: [], kinds: [], winOdds: [] };
  for (const runner of runners) {
    const suffix = runner.market_id.slice(runner.market_id.indexOf('.') + 1);
    const selectionId = Number(runner.selection_id);
    const outcome = definition.settle(deal, suffix, selectionId);
    outcomes.marketIds.push(runner.market_id);
    outcomes.selectionIds.push(selectionId);
    outcomes.kinds.push(outcome.kind);
    outcomes.winOdds.push(outcome.kind === 'win' ? (outcome.odds ?? null) : null);
  }
  return outcomes;
}

/**
 * Each bet's P/L: the domain's casinoBetPnl for its runner's outcome, in SQL over `b`. A bet whose runner
 * has no outcome would be a bug: the cast fails, with the bet named, and nothing is settled.
 */
function pnlSql(outcomes: RunnerOutcomes): SQL {
  // The bet's runner's place in the outcomes, found in a short array: a subquery over the outcomes for
  // each bet cost a third of closing a round's 10,000 bets (issue 22).
  const keys = outcomes.marketIds.map((marketId, index) => runnerKey(marketId, outcomes.selectionIds[index]));
  const at = sql`array_position(${arrayParam(keys, 'text')}, b.market_id || ${runnerKeySeparator} || b.selection_id)`;
  const kind = sql`(${arrayParam(outcomes.kinds, 'text')})[${at}]`;
  const winOdds = sql`(${sql.param(outcomes.winOdds)}::float8[])[${at}]`;
  return sql`coalesce(${casinoBetPnlSql('b', kind, winOdds)}, ('no casino outcome for bet ' || b.id)::bigint)`;
}

/** A runner's key in pnlSql's lookup, unambiguous: what follows the last separator is a selection id's digits. */
const runnerKeySeparator = '#';
const runnerKey = (marketId: string, selectionId: number | undefined) =>
  `${marketId}${runnerKeySeparator}${String(selectionId)}`;

function closingOf(outcome: 'settled' | 'void', players: readonly PlayerResult[]): CasinoRoundClosing {
  return {
    outcome,
    changed: true,
    players: players.length,
    bets: players.reduce((sum, player) => sum + player.closedBets, 0),
  };
}

const unchanged = (round: LockedRound): { result: CasinoRoundClosing; userIds: string[] } => ({
  result: { outcome: round.settled ? 'settled' : 'void', changed: false, players: 0, bets: 0 },
  userIds: [],
});

/**
 * Settles the round: each open bet's P/L by the game's rules, the players' net P/Ls over the round in one
 * ledger transaction (keyed by the round; an entry per player, one for the house), the exposure released, a settlements row per market
 * and player with the operators' shares (so books and reports include casino P/L), the markets closed.
 */
export function settleCasinoRound(context: SettlementContext, roundId: string): Promise<CasinoRoundClosing> {
  return commitAndPush(context, async (tx) => {
    const round = await lockRound(tx, roundId);
    if (round.settled || round.voided) return unchanged(round);
    // Bets are taken while the round is open: its result cannot be known yet.
    if (round.state === 'open') throw new Error(`Casino round ${roundId} is still open`);
    const now = context.now();
    const definition = definitionOf(round.gameCode);
    const deal = roundDeal(round);
    const marketIds = await roundMarkets(tx, marketIdsOf(definition, deal, round.id));
    let players: PlayerResult[] = [];
    if (marketIds.length > 0) {
      const locked = await lockAccountsOf(tx, usersOnMarketSql(marketIds));
      const outcomes = await runnerOutcomes(tx, definition, deal, marketIds);
      const closed = await closeBets(
        tx,
        marketIds,
        locked,
        { status: 'settled', pnl: pnlSql(outcomes) },
        now,
      );
      players = closed.players;
      await postSettlement(
        tx,
        locked,
        closed,
        {
          // Spec 3, Casino result: "mid (the part before the dot is shown)": the round, after the game.
          narration: `${round.matchName} / ${round.id}`,
          idempotencyKey: `casino:${round.id}`,
          createdBy: null,
        },
        now,
      );
      await attributeMarket(tx, marketIds);
      await tx.execute(sql`update markets set settled_at = ${now.toISOString()}::timestamptz, status = 'CLOSED'
        where ${oneOfFew(sql`id`, marketIds, 'text')}`);
    }
    await tx.execute(sql`update casino_rounds set settled_at = ${now.toISOString()}::timestamptz
      where id = ${round.id}`);
    return { result: closingOf('settled', players), userIds: players.map((player) => player.userId) };
  });
}

/**
 * Voids the round: its bets become void with no P/L and the exposure they reserved is released. No money
 * moves (a stake is only ever reserved, never taken, until settlement), so a void refunds exactly once.
 */
export function voidCasinoRound(context: SettlementContext, roundId: string): Promise<CasinoRoundClosing> {
  return commitAndPush(context, async (tx) => {
    const round = await lockRound(tx, roundId);
    if (round.settled || round.voided) return unchanged(round);
    const now = context.now();
    const definition = definitionOf(round.gameCode);
    const marketIds = await roundMarkets(tx, marketIdsOf(definition, roundDeal(round), round.id));
    let players: PlayerResult[] = [];
    if (marketIds.length > 0) {
      const locked = await lockAccountsOf(tx, usersOnMarketSql(marketIds));
      // The exposure the bets reserved goes with their market rows (the database's, migration 0014).
      ({ players } = await closeBets(tx, marketIds, locked, { status: 'void' }, now));
      await tx.execute(sql`update markets set voided_at = ${now.toISOString()}::timestamptz, status = 'CLOSED'
        where ${oneOfFew(sql`id`, marketIds, 'text')}`);
    }
    await tx.execute(sql`update casino_rounds set voided_at = ${now.toISOString()}::timestamptz
      where id = ${round.id}`);
    return { result: closingOf('void', players), userIds: players.map((player) => player.userId) };
  });
}
