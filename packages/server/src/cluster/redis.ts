import { Redis } from 'ioredis';

/** What GET health says of Redis: not configured (one process), connected, or not reachable now. */
export type RedisState = 'off' | 'ready' | 'down';

/**
 * The Redis connections of a process that runs beside others (REDIS_URL, docs/adr/0016-scale-out.md):
 * one that publishes and answers commands (the socket adapter's publishes, the rate limits' counters) and
 * one that only subscribes, as Redis requires of a connection in subscriber mode.
 */
export interface RedisLink {
  readonly command: Redis;
  readonly subscriber: Redis;
  /**
   * For the rate limits' counters: a command fails at once while Redis is away, rather than waiting for it,
   * so a login is never held up by an outage (the limits then let it through: the database's guess counters
   * still stop a guesser).
   */
  readonly limits: Redis;
  state(): RedisState;
  close(): Promise<void>;
}

/**
 * Connects to Redis. ioredis reconnects by itself and queues commands meanwhile, so a Redis restart loses
 * no push that was sent during it; `onError` hears each failed connection attempt (once per outage, not
 * once per retry, so a long outage does not flood the log).
 */
export async function connectRedis(url: string, onError: (error: unknown) => void): Promise<RedisLink> {
  const options = {
    // Give up on one connection attempt after 2 s and retry at most every 2 s: a process learns within a
    // few seconds that Redis is back.
    connectTimeout: 2_000,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
    // A command waits for the reconnection rather than failing after a few retries.
    maxRetriesPerRequest: null,
    lazyConnect: true,
  };
  // Pushes are many small publishes: sent together in one write each turn of the event loop.
  const command = new Redis(url, { ...options, enableAutoPipelining: true });
  const subscriber = new Redis(url, options);
  const limits = new Redis(url, { ...options, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  let reported = false;
  for (const client of [command, subscriber, limits]) {
    client.on('error', (error: unknown) => {
      if (reported) return;
      reported = true;
      onError(error);
    });
    client.on('ready', () => (reported = false));
  }
  await Promise.all([command.connect(), subscriber.connect(), limits.connect()]);
  return {
    command,
    subscriber,
    limits,
    state: () => (command.status === 'ready' && subscriber.status === 'ready' ? 'ready' : 'down'),
    async close() {
      // quit() waits for Redis to answer, which it cannot while away: then the connection is just dropped.
      await Promise.allSettled(
        [command, subscriber, limits].map(async (client) => {
          if (client.status === 'ready') await client.quit();
          else client.disconnect();
        }),
      );
    },
  };
}
