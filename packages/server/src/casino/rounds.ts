import {
  casinoBettingClosesSeconds,
  casinoGameDefinitions,
  casinoRoundId,
  commitmentOf,
  dealOfRound,
  fairnessAlgorithm,
  sportIdsByName,
  type CasinoGameDefinition,
  type CasinoMarketQuote,
} from '@exchange/domain';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { CasinoRoundState } from '../db/casinoSchema.ts';
import { rowsOf } from '../db/rows.ts';
import { ensureSeedChain, ensureSeedChains, nextLink, takeLink } from './seedChains.ts';

/**
 * The round primitives every part of the casino shares (the round loop, placement, settlement, the read
 * calls): open a round, read one, recompute its deal, and price its markets as they stand now. The
 * server seed leaves this module only as the deal it determines, or revealed once the round is over.
 */

export interface CasinoRoundRow {
  id: string;
  gameCode: string;
  matchId: number;
  state: CasinoRoundState;
  shown: number;
  closesAt: Date | null;
  nextAt: Date;
  serverSeed: string;
  commitment: string;
  publicSeed: string;
  algorithm: string;
  /** The seed chain and link its seed is; null for rounds dealt before the chains. */
  chainId: number | null;
  chainLink: number | null;
  createdAt: Date;
}

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

function roundOfDriver(row: Record<string, unknown>): CasinoRoundRow {
  return {
    id: String(row.id),
    gameCode: String(row.game_code),
    matchId: Number(row.match_id),
    state: row.state as CasinoRoundState,
    shown: Number(row.shown),
    closesAt: row.closes_at === null || row.closes_at === undefined ? null : date(row.closes_at),
    nextAt: date(row.next_at),
    serverSeed: String(row.server_seed),
    commitment: String(row.commitment),
    publicSeed: String(row.public_seed),
    algorithm: String(row.algorithm),
    chainId: row.chain_id === null || row.chain_id === undefined ? null : Number(row.chain_id),
    chainLink: row.chain_link === null || row.chain_link === undefined ? null : Number(row.chain_link),
    createdAt: date(row.created_at),
  };
}

const roundColumns = sql`r.id, r.game_code, t.match_id, r.state, r.shown, r.closes_at, r.next_at, r.server_seed,
  r.commitment, r.public_seed, r.algorithm, r.chain_id, r.chain_link, r.created_at`;

/** A round by id, its row locked FOR SHARE when `lock` says so (placement holds it while it writes a bet). */
export async function readRound(
  db: Database,
  roundId: string,
  lock: 'forShare' | 'forUpdate' | 'none' = 'none',
): Promise<CasinoRoundRow | undefined> {
  const locking =
    lock === 'forShare' ? sql`for share of r` : lock === 'forUpdate' ? sql`for update of r` : sql``;
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${roundColumns} from casino_rounds r join casino_tables t on t.code = r.game_code
      where r.id = ${roundId} ${locking}`,
  );
  return row ? roundOfDriver(row) : undefined;
}

/** The game's live round (open, suspended or showing its result), if any. */
export async function readLiveRound(db: Database, gameCode: string): Promise<CasinoRoundRow | undefined> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${roundColumns} from casino_rounds r join casino_tables t on t.code = r.game_code
      where r.game_code = ${gameCode} and r.state in ('open', 'suspended', 'result')`,
  );
  return row ? roundOfDriver(row) : undefined;
}

/** The definition of a round's game; a round of a game no longer defined is a server fault. */
export function definitionOf(gameCode: string): CasinoGameDefinition {
  const definition = casinoGameDefinitions.find((game) => game.code === gameCode);
  if (!definition) throw new Error(`No casino game ${gameCode}`);
  return definition;
}

// Recomputing a deal is a few HMAC blocks and a shuffle; rounds are read far more often than that, so the
// deals of recent rounds are kept (a Map keeps insertion order, so the oldest goes first).
const dealCache = new Map<string, unknown>();
const dealCacheSize = 256;

/** The round's deal, recomputed from its seeds. Server-side only: it holds cards not shown yet. */
export function roundDeal(
  round: Pick<CasinoRoundRow, 'id' | 'gameCode' | 'serverSeed' | 'publicSeed'>,
): unknown {
  const cached = dealCache.get(round.id);
  if (cached !== undefined) return cached;
  const deal = dealOfRound(definitionOf(round.gameCode), {
    serverSeed: round.serverSeed,
    publicSeed: round.publicSeed,
    roundId: round.id,
  });
  dealCache.set(round.id, deal);
  if (dealCache.size > dealCacheSize) dealCache.delete(dealCache.keys().next().value as string);
  return deal;
}

/** Whether bets are taken now: the round is open and more than 3 s of its window are left (CASINO.md 5). */
export function bettingOpen(round: Pick<CasinoRoundRow, 'state' | 'closesAt'>, now: Date): boolean {
  if (round.state !== 'open' || !round.closesAt) return false;
  return round.closesAt.getTime() - now.getTime() > casinoBettingClosesSeconds * 1000;
}

/** Whole seconds of betting left, as the countdown shows them (0 once closed). */
export function secondsLeft(round: Pick<CasinoRoundRow, 'state' | 'closesAt'>, now: Date): number {
  if (round.state !== 'open' || !round.closesAt) return 0;
  return Math.max(0, Math.ceil((round.closesAt.getTime() - now.getTime()) / 1000));
}

/** The round's markets as they stand: the definition's prices after `shown` steps, all suspended unless betting is open. */
export function currentMarkets(round: CasinoRoundRow, now: Date): CasinoMarketQuote[] {
  const markets = definitionOf(round.gameCode).markets(roundDeal(round), round.shown);
  if (bettingOpen(round, now)) return markets;
  return markets.map((market) => ({
    ...market,
    status: 'SUSPENDED',
    runners: market.runners.map((runner) => ({ ...runner, status: 'SUSPENDED' as const })),
  }));
}

/**
 * Makes sure every defined game has its match (sport 5000), its table row and a seed chain to deal from: a
 * new table's first chain is published here, before any of its rounds (docs/adr/0019-casino-seed-chain.md).
 */
export async function ensureCasinoTables(db: Database, now: Date): Promise<void> {
  for (const game of casinoGameDefinitions) {
    await db.execute(sql`insert into matches (id, sport_id, name, open_date, status, active)
      values (${game.matchId}, ${sportIdsByName.casino}, ${game.name}, ${now.toISOString()}::timestamptz, 'inPlay', true)
      on conflict (id) do nothing`);
    await db.execute(sql`insert into casino_tables (code, match_id, public_seed)
      values (${game.code}, ${game.matchId}, ${randomBytes(16).toString('hex')})
      on conflict (code) do nothing`);
  }
  await ensureSeedChains(db);
}

/**
 * Opens a new round of a game: its seed the next link of the table's seed chain (its commitment, the seed's
 * SHA-256, is the seed revealed by the round before), its public seed the chain's salt, betting open for
 * the game's window. Returns undefined if the game already has a live round (another process opened it
 * first) or is disabled.
 */
export async function openRound(
  db: Database,
  definition: CasinoGameDefinition,
  now: Date,
): Promise<CasinoRoundRow | undefined> {
  let opened = await openOnNextLink(db, definition, now);
  if (opened === 'no chain') {
    // A table made before the chains, or whose last link another process took while this one waited: a
    // chain is published in its own transaction first, so its terminal hash is out before its salt is drawn.
    await ensureSeedChain(db, definition.code);
    opened = await openOnNextLink(db, definition, now);
  }
  return typeof opened === 'object' ? readRound(db, opened.roundId) : undefined;
}

/**
 * One transaction: the table's chain locked, the round written with its next link, the chain moved past it.
 * A round that is not written (a live round already, a disabled game) takes no link, and a crash takes
 * both or neither, so a chain's links deal its rounds in order, none twice.
 */
function openOnNextLink(
  db: Database,
  definition: CasinoGameDefinition,
  now: Date,
): Promise<{ roundId: string } | 'no round' | 'no chain'> {
  const closesAt = new Date(now.getTime() + definition.timing.bettingSeconds * 1000);
  const id = casinoRoundId(definition.matchId, now);
  return db.transaction(async (tx) => {
    const link = await nextLink(tx, definition.code);
    if (!link) return 'no chain' as const;
    const rows = await rowsOf<{ id: unknown }>(
      tx,
      sql`insert into casino_rounds (id, game_code, state, shown, closes_at, next_at, server_seed, commitment,
          public_seed, algorithm, chain_id, chain_link, created_at)
        select ${id}, t.code, 'open', 0, ${closesAt.toISOString()}::timestamptz, ${closesAt.toISOString()}::timestamptz,
          ${link.serverSeed}, ${commitmentOf(link.serverSeed)}, ${link.salt}, ${fairnessAlgorithm},
          ${link.chainId}, ${link.link}, ${now.toISOString()}::timestamptz
        from casino_tables t where t.code = ${definition.code} and t.enabled
        on conflict do nothing
        returning id`,
    );
    if (!rows[0]) return 'no round' as const;
    await takeLink(tx, definition.code, link);
    return { roundId: id };
  });
}
