import type { CasinoRoundResult, CasinoSeedChainProof } from '@exchange/domain';
import { and, count, desc, eq, gte, inArray, isNotNull, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { casinoRounds, casinoSeedChains, casinoTables, type CasinoRoundState } from '../db/casinoSchema.ts';

/**
 * The casino's reads and the round loop's conditional writes. None of these reads a server seed that is
 * not revealed yet: where a seed is read at all it is through `revealedSeed`, which is null until the
 * round's `revealed_at` is set, or as the earlier link of a revealed round's chain proof, which reads only
 * revealed rounds (casino/rounds.ts is the only reader of a secret seed, to deal). Nor does any read a seed
 * chain's secret start (casino/seedChains.ts alone does).
 */

export const liveRoundStates = ['open', 'suspended', 'result'] as const satisfies CasinoRoundState[];

/** The seed, only once the round has revealed it. */
const revealedSeed = sql<
  string | null
>`case when ${casinoRounds.revealedAt} is not null then ${casinoRounds.serverSeed} end`;

export interface CasinoTableRow {
  code: string;
  matchId: number;
  enabled: boolean;
}

const tableColumns = {
  code: casinoTables.code,
  matchId: casinoTables.matchId,
  enabled: casinoTables.enabled,
};

export async function readCasinoTables(db: Database): Promise<CasinoTableRow[]> {
  return db.select(tableColumns).from(casinoTables);
}

export async function casinoTableByCode(db: Database, code: string): Promise<CasinoTableRow | undefined> {
  const [row] = await db.select(tableColumns).from(casinoTables).where(eq(casinoTables.code, code));
  return row;
}

export async function casinoTableByMatchId(
  db: Database,
  matchId: number,
): Promise<CasinoTableRow | undefined> {
  const [row] = await db.select(tableColumns).from(casinoTables).where(eq(casinoTables.matchId, matchId));
  return row;
}

export async function setCasinoTableEnabled(db: Database, code: string, enabled: boolean): Promise<void> {
  await db.update(casinoTables).set({ enabled }).where(eq(casinoTables.code, code));
}

/** What the loop reads of each table per tick: whether it runs, and its live round's position. */
export interface TableState {
  code: string;
  enabled: boolean;
  round: LiveRoundPosition | null;
}

export interface LiveRoundPosition {
  id: string;
  gameCode: string;
  state: CasinoRoundState;
  shown: number;
  nextAt: Date;
  settledAt: Date | null;
}

/** Every table with its live round (open, suspended or showing its result), in one query. */
export async function readTableStates(db: Database): Promise<TableState[]> {
  const rows = await db
    .select({
      code: casinoTables.code,
      enabled: casinoTables.enabled,
      id: casinoRounds.id,
      state: casinoRounds.state,
      shown: casinoRounds.shown,
      nextAt: casinoRounds.nextAt,
      settledAt: casinoRounds.settledAt,
    })
    .from(casinoTables)
    .leftJoin(
      casinoRounds,
      and(eq(casinoRounds.gameCode, casinoTables.code), inArray(casinoRounds.state, liveRoundStates)),
    );
  return rows.map(({ code, enabled, id, state, shown, nextAt, settledAt }) => ({
    code,
    enabled,
    round:
      id === null || state === null || shown === null || nextAt === null
        ? null
        : { id, gameCode: code, state, shown, nextAt, settledAt },
  }));
}

/**
 * Moves a round on from exactly where the caller saw it (its state and steps shown): the update matches
 * no row when another process moved it first, so no step is ever taken twice. True when this one did.
 */
export async function moveRound(
  db: Database,
  from: { id: string; state: CasinoRoundState; shown: number },
  set: Partial<typeof casinoRounds.$inferInsert>,
  also?: SQL,
): Promise<boolean> {
  const rows = await db
    .update(casinoRounds)
    .set(set)
    .where(
      and(
        eq(casinoRounds.id, from.id),
        eq(casinoRounds.state, from.state),
        eq(casinoRounds.shown, from.shown),
        also,
      ),
    )
    .returning({ id: casinoRounds.id });
  return rows.length > 0;
}

/** The stored result: the domain's result and the whole table the deal made. */
export interface StoredResult extends CasinoRoundResult {
  readonly table: readonly string[];
}

/** What a round shows the public besides its deal: the result once out, and the seed once revealed. */
export interface PublicRoundFacts {
  id: string;
  gameCode: string;
  state: CasinoRoundState;
  shown: number;
  closesAt: Date | null;
  result: StoredResult | null;
  revealedAt: Date | null;
  serverSeed: string | null;
}

const publicColumns = {
  id: casinoRounds.id,
  gameCode: casinoRounds.gameCode,
  state: casinoRounds.state,
  shown: casinoRounds.shown,
  closesAt: casinoRounds.closesAt,
  result: casinoRounds.result,
  revealedAt: casinoRounds.revealedAt,
  serverSeed: revealedSeed,
};

function publicFacts(row: {
  id: string;
  gameCode: string;
  state: CasinoRoundState;
  shown: number;
  closesAt: Date | null;
  result: unknown;
  revealedAt: Date | null;
  serverSeed: string | null;
}): PublicRoundFacts {
  return { ...row, result: (row.result as StoredResult | null) ?? null };
}

export async function readPublicRound(db: Database, roundId: string): Promise<PublicRoundFacts | undefined> {
  const [row] = await db.select(publicColumns).from(casinoRounds).where(eq(casinoRounds.id, roundId));
  return row && publicFacts(row);
}

/** The newest round of each of these games (live, or the last one over): what their rooms show. */
export async function readLatestRounds(db: Database, codes: readonly string[]): Promise<PublicRoundFacts[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .selectDistinctOn([casinoRounds.gameCode], publicColumns)
    .from(casinoRounds)
    .where(inArray(casinoRounds.gameCode, [...codes]))
    .orderBy(casinoRounds.gameCode, desc(casinoRounds.createdAt), desc(casinoRounds.id));
  return rows.map(publicFacts);
}

/**
 * A revealed round's place in its seed chain and the nearest earlier public value its seed hashes to: the
 * chain's previous revealed round, or null for the terminal hash. Only revealed rounds are read, as
 * everywhere here; an earlier link is the hash of this round's seed, so it tells nothing this one did not.
 * The outer round is named in full: drizzle writes a lone table's columns unqualified, which inside the
 * subquery would name the earlier round's own.
 */
const chainProof = sql<unknown>`case when casino_rounds.chain_id is null then null else (
  select json_build_object('chainId', c.id, 'link', casino_rounds.chain_link, 'links', c.links,
    'terminalHash', c.terminal_hash, 'terminalHashPublishedAt', c.published_at, 'saltFixedAt', c.salt_fixed_at,
    'previous', (select json_build_object('mid', p.id, 'link', p.chain_link, 'serverSeed', p.server_seed)
      from casino_rounds p
      where p.chain_id = c.id and p.chain_link < casino_rounds.chain_link and p.revealed_at is not null
      order by p.chain_link desc limit 1))
  from casino_seed_chains c where c.id = casino_rounds.chain_id) end`;

export interface RevealedRound {
  id: string;
  gameCode: string;
  state: CasinoRoundState;
  shown: number;
  result: StoredResult | null;
  winnerName: string | null;
  revealedAt: Date;
  serverSeed: string;
  commitment: string;
  publicSeed: string;
  algorithm: string;
  chain: CasinoSeedChainProof | null;
}

const revealedColumns = {
  id: casinoRounds.id,
  gameCode: casinoRounds.gameCode,
  state: casinoRounds.state,
  shown: casinoRounds.shown,
  result: casinoRounds.result,
  winnerName: casinoRounds.winnerName,
  revealedAt: casinoRounds.revealedAt,
  serverSeed: revealedSeed,
  commitment: casinoRounds.commitment,
  publicSeed: casinoRounds.publicSeed,
  algorithm: casinoRounds.algorithm,
  chain: chainProof,
};

function revealed(row: {
  id: string;
  gameCode: string;
  state: CasinoRoundState;
  shown: number;
  result: unknown;
  winnerName: string | null;
  revealedAt: Date | null;
  serverSeed: string | null;
  commitment: string;
  publicSeed: string;
  algorithm: string;
  chain: unknown;
}): RevealedRound {
  // Only rounds with revealed_at set are read here, so neither is null.
  return {
    ...row,
    chain: chainProofOf(row.chain),
    result: (row.result as StoredResult | null) ?? null,
    revealedAt: row.revealedAt as Date,
    serverSeed: row.serverSeed as string,
  };
}

/**
 * The proof as JSON gives it, its instants as the wire writes them (JSON writes a timestamptz in the
 * database's own format). A revealed round's chain has its salt: its first round fixed it.
 */
function chainProofOf(json: unknown): CasinoSeedChainProof | null {
  if (json === null || json === undefined) return null;
  const proof = json as CasinoSeedChainProof;
  const iso = (instant: string) => new Date(instant).toISOString();
  return {
    ...proof,
    terminalHashPublishedAt: iso(proof.terminalHashPublishedAt),
    saltFixedAt: iso(proof.saltFixedAt),
  };
}

/** A round of this game whose result (or void) is out; undefined while it runs. */
export async function readRevealedRound(
  db: Database,
  gameCode: string,
  roundId: string,
): Promise<RevealedRound | undefined> {
  const [row] = await db
    .select(revealedColumns)
    .from(casinoRounds)
    .where(
      and(
        eq(casinoRounds.id, roundId),
        eq(casinoRounds.gameCode, gameCode),
        isNotNull(casinoRounds.revealedAt),
      ),
    );
  return row && revealed(row);
}

/** A round of any game whose result (or void) is out, by its id; undefined while it runs. */
export async function readRevealedRoundById(
  db: Database,
  roundId: string,
): Promise<RevealedRound | undefined> {
  const [row] = await db
    .select(revealedColumns)
    .from(casinoRounds)
    .where(and(eq(casinoRounds.id, roundId), isNotNull(casinoRounds.revealedAt)));
  return row && revealed(row);
}

/** A seed chain as the public sees it: everything but its secret start. */
export interface PublicSeedChain {
  id: number;
  number: number;
  tableCode: string;
  links: number;
  nextLink: number;
  terminalHash: string;
  publishedAt: Date;
  salt: string | null;
  saltFixedAt: Date | null;
}

const publicChainColumns = {
  id: casinoSeedChains.id,
  number: casinoSeedChains.number,
  tableCode: casinoSeedChains.tableCode,
  links: casinoSeedChains.links,
  nextLink: casinoSeedChains.nextLink,
  terminalHash: casinoSeedChains.terminalHash,
  publishedAt: casinoSeedChains.publishedAt,
  salt: casinoSeedChains.salt,
  saltFixedAt: casinoSeedChains.saltFixedAt,
};

/** A table's newest seed chains, newest first. */
export async function readSeedChains(
  db: Database,
  tableCode: string,
  limit: number,
): Promise<PublicSeedChain[]> {
  return db
    .select(publicChainColumns)
    .from(casinoSeedChains)
    .where(eq(casinoSeedChains.tableCode, tableCode))
    .orderBy(desc(casinoSeedChains.number))
    .limit(limit);
}

export async function readSeedChain(db: Database, chainId: number): Promise<PublicSeedChain | undefined> {
  const [row] = await db
    .select(publicChainColumns)
    .from(casinoSeedChains)
    .where(eq(casinoSeedChains.id, chainId));
  return row;
}

const oneDayMs = 24 * 60 * 60 * 1000;

/** `like` treats these as wildcards; a round id filter means them literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A page of a game's revealed rounds, newest first: on one UTC day, with ids starting with `roundId`. */
export async function readResultsPage(
  db: Database,
  gameCode: string,
  filter: { day?: string | undefined; roundId?: string | undefined },
  page: { number: number; size: number },
): Promise<{ rounds: RevealedRound[]; total: number }> {
  const from = filter.day === undefined ? undefined : new Date(`${filter.day}T00:00:00.000Z`);
  const where = and(
    eq(casinoRounds.gameCode, gameCode),
    isNotNull(casinoRounds.revealedAt),
    from && gte(casinoRounds.revealedAt, from),
    from && lt(casinoRounds.revealedAt, new Date(from.getTime() + oneDayMs)),
    filter.roundId === undefined ? undefined : like(casinoRounds.id, `${likeEscaped(filter.roundId)}%`),
  );
  const [totals] = await db.select({ total: count() }).from(casinoRounds).where(where);
  const rows = await db
    .select(revealedColumns)
    .from(casinoRounds)
    .where(where)
    .orderBy(desc(casinoRounds.revealedAt), desc(casinoRounds.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  return { rounds: rows.map(revealed), total: Number(totals?.total ?? 0) };
}
