import pg from 'pg';
import type { Leadership } from './instance.ts';

/** A singleton one process runs for all: started when this process wins it, stopped when it loses it. */
export interface LedRole {
  readonly name: Leadership;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface Leaderships {
  /** The roles this process holds now. */
  held(): Leadership[];
  /**
   * Whether the last check on the dedicated connection reached PostgreSQL (`ready`), or failed (`down`);
   * the embedded database is in the process and always `ready`. Read from the leadership's own connection,
   * not the pool, so the answer never waits behind queued work.
   */
  database(): 'ready' | 'down';
  /** Stops the held roles and lets the others take them (the locks end with the connection). */
  close(): Promise<void>;
}

/**
 * Each role's advisory lock (PostgreSQL's two-key form): the first key names this application, so another
 * program's locks on the same database cannot collide with ours.
 */
const lockSpace = 350_035;
const lockKeys: Record<Leadership, number> = { feed: 1, casino: 2 };

/** How often a process that holds no role tries again, and one that holds some checks its connection. */
export const leadershipPollMs = 1_000;

/**
 * Alone (the embedded database), the process holds every role at once. On PostgreSQL each role is won with
 * `pg_try_advisory_lock` on a connection of its own (not the pool's: a pooled connection goes back to the
 * pool, and its lock with it). PostgreSQL ends the lock with the session, so a leader that is killed, or cut
 * off from the database, frees its roles at once; the others try every `pollMs` and the first to win
 * starts the role. A leader that finds its connection lost stops its roles before anyone else may hold
 * them twice for long: its next check fails within `pollMs`.
 */
export async function leadRoles(options: {
  databaseUrl: string | undefined;
  roles: readonly LedRole[];
  onError: (error: unknown) => void;
  onChange?: (held: Leadership[]) => void;
  pollMs?: number;
}): Promise<Leaderships> {
  const held = new Set<Leadership>();
  const changed = () => options.onChange?.([...held]);
  const startRole = async (role: LedRole) => {
    held.add(role.name);
    await role.start();
    changed();
  };
  const stopHeld = async () => {
    for (const role of options.roles.filter((r) => held.has(r.name))) {
      held.delete(role.name);
      try {
        await role.stop();
      } catch (error) {
        options.onError(error);
      }
    }
    changed();
  };

  const { databaseUrl } = options;
  if (!databaseUrl) {
    for (const role of options.roles) await startRole(role);
    return { held: () => [...held], database: () => 'ready', close: stopHeld };
  }

  let client: pg.Client | null = null;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let polling: Promise<void> = Promise.resolve();
  let reached = false;

  const dropConnection = async () => {
    const lost = client;
    client = null;
    await stopHeld();
    await lost?.end().catch(() => undefined);
  };

  async function poll(): Promise<void> {
    try {
      if (!client) {
        const next = new pg.Client({
          connectionString: databaseUrl,
          application_name: 'exchange-leadership',
        });
        // A failure between polls must not crash the process: the next poll finds the connection gone.
        next.on('error', (error) => {
          options.onError(error);
          if (client === next) void dropConnection();
        });
        await next.connect();
        client = next;
      }
      const connection = client;
      // A held role costs one round trip a poll: the proof this process still holds its locks.
      await connection.query('select 1');
      reached = true;
      const won: LedRole[] = [];
      for (const role of options.roles) {
        if (held.has(role.name) || closed) continue;
        const { rows } = await connection.query<{ won: boolean }>(
          'select pg_try_advisory_lock($1, $2) as won',
          [lockSpace, lockKeys[role.name]],
        );
        if (rows[0]?.won) won.push(role);
      }
      // Every lock is tried before any role starts, and the roles won start side by side: the dealer's
      // takeover does not wait for the feed's start (a second, restoring the catalog).
      const started = await Promise.allSettled(won.map(startRole));
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    } catch (error) {
      reached = false;
      options.onError(error);
      await dropConnection();
    }
  }

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => {
      polling = poll().finally(schedule);
    }, options.pollMs ?? leadershipPollMs);
  };
  polling = poll();
  await polling;
  schedule();

  return {
    held: () => [...held],
    database: () => (reached && client ? 'ready' : 'down'),
    async close() {
      closed = true;
      clearTimeout(timer);
      await polling;
      await dropConnection();
    },
  };
}
