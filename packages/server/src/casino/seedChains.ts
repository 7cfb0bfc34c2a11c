import { seedChainLinks } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { chainSeed, chainTerminalHash, newChainSalt, newChainStart } from './chainHashes.ts';

/**
 * The tables' seed chains in the database (docs/adr/0019-casino-seed-chain.md): publishing a chain, and
 * taking a table's next link for a round inside the transaction that writes the round. The only reader of
 * a chain's secret start, which it turns into one round's seed at a time.
 */

/**
 * Publishes a chain for the table unless it has one with links left: its terminal hash readable by anyone
 * from this commit, its salt not drawn yet. Two processes doing it at once make one chain (the number is
 * unique per table).
 */
export async function ensureSeedChain(
  db: Database,
  tableCode: string,
  links = seedChainLinks,
): Promise<void> {
  const start = newChainStart();
  await db.execute(sql`insert into casino_seed_chains (table_code, number, links, secret_start, terminal_hash,
      published_at)
    select t.code,
      coalesce((select max(c.number) from casino_seed_chains c where c.table_code = t.code), 0) + 1,
      ${links}, ${start}, ${chainTerminalHash(start, links)}, clock_timestamp()
    from casino_tables t
    where t.code = ${tableCode}
      and not exists (select 1 from casino_seed_chains c where c.table_code = t.code and c.next_link < c.links)
    on conflict (table_code, number) do nothing`);
}

/** Publishes a chain for every table that has none with links left (at start: a new table's first chain). */
export async function ensureSeedChains(db: Database, links = seedChainLinks): Promise<void> {
  const lacking = await rowsOf<{ code: unknown }>(
    db,
    sql`select t.code from casino_tables t where not exists
      (select 1 from casino_seed_chains c where c.table_code = t.code and c.next_link < c.links)`,
  );
  for (const { code } of lacking) await ensureSeedChain(db, String(code), links);
}

/** The link a round is about to take: its chain, its place, its seed and the salt the round uses. */
export interface ChainLink {
  chainId: number;
  link: number;
  links: number;
  serverSeed: string;
  /** The chain's salt, drawn now when this is the chain's first round. */
  salt: string;
  saltIsNew: boolean;
}

/**
 * Locks the table's current chain (its oldest with links left) and names its next link, in the caller's
 * transaction; nothing is written until `takeLink`. Undefined when the table has no chain with links left
 * (or another process used the last one while this one waited for the lock).
 */
export async function nextLink(tx: Database, tableCode: string): Promise<ChainLink | undefined> {
  const [chain] = await rowsOf<Record<string, unknown>>(
    tx,
    sql`select id, links, next_link, secret_start, salt from casino_seed_chains
      where table_code = ${tableCode} and next_link < links
      order by number limit 1
      for update`,
  );
  if (!chain) return undefined;
  const links = Number(chain.links);
  const link = Number(chain.next_link);
  const salt = chain.salt === null ? null : String(chain.salt);
  return {
    chainId: Number(chain.id),
    link,
    links,
    serverSeed: chainSeed(String(chain.secret_start), links, link),
    salt: salt ?? newChainSalt(),
    saltIsNew: salt === null,
  };
}

/**
 * Moves the chain past the link its round was just written with, fixing the salt with the chain's first
 * round. A chain that has dealt its last link publishes the next at once, so the next chain's terminal hash
 * is out for a whole round before its salt is drawn.
 */
export async function takeLink(tx: Database, tableCode: string, taken: ChainLink): Promise<void> {
  await tx.execute(sql`update casino_seed_chains set next_link = next_link + 1
    ${taken.saltIsNew ? sql`, salt = ${taken.salt}, salt_fixed_at = clock_timestamp()` : sql``}
    where id = ${taken.chainId} and next_link = ${taken.link}`);
  if (taken.link + 1 === taken.links) await ensureSeedChain(tx, tableCode, taken.links);
}
