import { type PrivilegeId, type SessionEndedReason, Refusal } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowFromDriver } from '../db/driverRows.ts';
import { users } from '../db/schema.ts';
import { boundRowsOf, compiledStatement } from '../db/rows.ts';
import { arrayPlaceholder } from '../db/arrays.ts';
import { coalescedPerDatabase } from '../db/coalescer.ts';
import { isUuid } from '../ledger/accounts.ts';
import { privilegesHeldBy } from './privileges.ts';
import type { TokenClaims } from './tokens.ts';
import { pathIdsOf } from '../hierarchy/subtree.ts';

const userRowFromDriver = rowFromDriver(users);
/** Reads the owner's columns, which the statement selects under prefixed names (keyed here by column name). */
const ownerFromDriver = rowFromDriver(users, ['role', 'privileges', 'ownerId']);

export interface SignedInUser {
  user: typeof users.$inferSelect;
  sessionId: string;
  maintenance: boolean;
  privileges: readonly PrivilegeId[];
}

/**
 * The signed-in check of many tokens' claims in one statement, a row per claims found (`lookup`, from 1,
 * says whose). Raw SQL: this runs before every call, and building it with the query builder cost more CPU
 * than PostgreSQL spent running it.
 */
const signedIn = compiledStatement(
  'signed_in',
  sql`select q.lookup, u.*, s.id as session_id, s.revoked_at is not null as session_ended,
      s.ended_reason,
      -- A lock on any ancestor locks the whole subtree below it (the path holds the ids from the root).
      (select coalesce(bool_or(ancestor.user_locked), false) from users ancestor
        where ancestor.id = any(${pathIdsOf('u')})) as path_locked,
      coalesce((select value = 'true'::jsonb from settings where name = 'maintenance'), false)
        as maintenance,
      owner.role as owner_role, owner.privileges as owner_privileges, owner.owner_id as owner_owner_id
    from unnest(${arrayPlaceholder('sessionIds', 'uuid')}, ${arrayPlaceholder('userIds', 'uuid')},
      ${arrayPlaceholder('secondSteps', 'boolean')}) with ordinality as q(session_id, user_id, second_step, lookup)
    join sessions s on s.id = q.session_id and s.user_id = q.user_id
      and s.pending_second_step = q.second_step
    join users u on u.id = s.user_id
    left join users owner on owner.id = u.owner_id`,
);

/** The claims' rows, by their place in `claims`; claims whose ids are no uuids find nothing. */
async function signedInRows(
  db: Database,
  claims: readonly TokenClaims[],
): Promise<(Record<string, unknown> | undefined)[]> {
  const wellFormed = claims.filter((claim) => isUuid(claim.sessionId) && isUuid(claim.userId));
  const rows =
    wellFormed.length === 0
      ? []
      : await boundRowsOf<Record<string, unknown>>(db, {
          statement: signedIn,
          values: {
            sessionIds: wellFormed.map((claim) => claim.sessionId),
            userIds: wellFormed.map((claim) => claim.userId),
            secondSteps: wellFormed.map((claim) => claim.kind === 'second-step'),
          },
        });
  const byClaims = new Map(rows.map((row) => [wellFormed[Number(row.lookup) - 1], row]));
  return claims.map((claim) => byClaims.get(claim));
}

/** Every database's lookups, coalesced: the checks asked at once share a statement (db/coalescer.ts). */
const lookup = coalescedPerDatabase(signedInRows, { maxSize: 256, concurrency: 2 });

/**
 * What a verified token still has to pass before it opens anything (HTTP routes and the socket handshake
 * alike): its session is open (not revoked, and at the code step exactly when the token is the code step's
 * temporary one) and neither the user nor any ancestor is locked. Refusals are 401 sessionEnded and
 * 403 userLocked. One statement, which also reads the maintenance switch for the caller to apply and, for
 * a multi-login account, its owner's current role and privileges (so `privileges` is what it holds now):
 * every request passes here, so each round trip saved is saved on every call, and the checks of requests
 * that arrive together share their statement.
 */
export async function loadSignedInUser(db: Database, claims: TokenClaims): Promise<SignedInUser> {
  const row = await lookup(db, claims);
  if (!row) throw new Refusal('session_ended');
  // The reason lets the client say why it was signed out (another sign-in, a logout elsewhere ...).
  if (row.session_ended) {
    throw new Refusal('session_ended', undefined, {
      sessionEnded: (row.ended_reason as SessionEndedReason | null) ?? 'revoked',
    });
  }
  if (row.path_locked) throw new Refusal('user_locked');
  const user = userRowFromDriver(row);
  const owner =
    typeof row.owner_role !== 'string'
      ? null
      : ownerFromDriver({
          role: row.owner_role,
          privileges: row.owner_privileges,
          owner_id: row.owner_owner_id,
        });
  return {
    user,
    sessionId: row.session_id as string,
    maintenance: row.maintenance === true,
    privileges: privilegesHeldBy(user, owner),
  };
}
