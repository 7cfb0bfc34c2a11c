import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { RedisState } from './redis.ts';

/** This process among those serving one address: the host, the pid and a random tail (pids repeat). */
export const instance = {
  id: `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`,
  pid: process.pid,
} as const;

export type Leadership = 'feed' | 'casino';

/** What GET health tells of this process's place among the others. */
export interface ClusterHealth {
  instance: { id: string; pid: number };
  leaderships: Leadership[];
  redis: RedisState;
  database: 'ready' | 'down';
  /** How far behind the feed leader's prices this process's board may be; null where no feed runs at all. */
  priceLagMs: number | null;
}

/** A process alone (tests' apps, which run neither the feed nor the dealer). */
export const aloneHealth = (): ClusterHealth => ({
  instance,
  leaderships: [],
  redis: 'off',
  database: 'ready',
  priceLagMs: null,
});
