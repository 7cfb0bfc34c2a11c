import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { tokenHashOf } from './launch.ts';
import { pathIdsOf } from '../hierarchy/subtree.ts';

/** A launch token may start a game (authenticate) this long after it was made. */
export const launchWindowMs = 60_000;

export interface LaunchToken {
  tokenHash: string;
  userId: string;
  /** The player's sign-in session the game was launched in (its reality check is the session's). */
  sessionId: string;
  providerKey: string;
  gameCode: string;
  currency: string;
  createdAt: Date;
  authenticated: boolean;
  /** The player's session ended (logout, lock, another sign-in, password change). */
  sessionEnded: boolean;
  /** The player or an ancestor is locked, or bet-locked. */
  userLocked: boolean;
  betLocked: boolean;
}

/** The provider's token, with its session's and its player's state, or null for a token not of this provider. */
export async function readLaunchToken(
  db: Database,
  providerKey: string,
  token: string,
): Promise<LaunchToken | null> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select t.token_hash, t.user_id, t.session_id, t.provider_key, t.game_code, t.currency, t.created_at,
        t.authenticated_at is not null as authenticated, s.revoked_at is not null as session_ended,
        locks.user_locked, locks.bet_locked
      from casino_launch_tokens t
      join sessions s on s.id = t.session_id
      join users u on u.id = t.user_id
      cross join lateral (
        select coalesce(bool_or(a.user_locked), false) as user_locked,
          coalesce(bool_or(a.user_locked or a.bet_locked), false) as bet_locked
        from users a where a.id = any(${pathIdsOf('u')})
      ) locks
      where t.token_hash = ${tokenHashOf(token)} and t.provider_key = ${providerKey}`,
  );
  if (!row) return null;
  return {
    tokenHash: row.token_hash as string,
    userId: row.user_id as string,
    sessionId: row.session_id as string,
    providerKey: row.provider_key as string,
    gameCode: row.game_code as string,
    currency: row.currency as string,
    createdAt: new Date(row.created_at as string | Date),
    authenticated: row.authenticated === true,
    sessionEnded: row.session_ended === true,
    userLocked: row.user_locked === true,
    betLocked: row.bet_locked === true,
  };
}

/** Marks the token authenticated, once: false when another authenticate got there first. */
export async function markAuthenticated(db: Database, tokenHash: string, at: Date): Promise<boolean> {
  const rows = await rowsOf<{ token_hash: string }>(
    db,
    sql`update casino_launch_tokens set authenticated_at = ${at.toISOString()}::timestamptz
      where token_hash = ${tokenHash} and authenticated_at is null returning token_hash`,
  );
  return rows.length === 1;
}
