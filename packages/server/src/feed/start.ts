import { randomInt } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { nextFreeFeedId } from './catalog.ts';
import { CatalogSink } from './sink.ts';
import { SimulatorFeed } from './simulatorFeed.ts';
import type { Feed } from './types.ts';

/** Ids of simulated competitions, events, markets and runners start here on an empty database. */
const firstSimulatorId = 30_000_000;

export interface StartedFeed {
  feed: Feed;
  /** One line for the start-up banner. */
  description: string;
}

/**
 * Starts the configured feed beside the API: the simulator (its new matches active at once in the
 * embedded demo, so players see them; elsewhere an admin activates them with save-match), or none.
 */
export async function startFeed(
  context: AppContext,
  options: { demo: boolean; onError: (error: unknown) => void },
): Promise<StartedFeed | null> {
  const settings = context.config.feed;
  if (settings.kind === 'off') return null;
  const seed = settings.seed ?? randomInt(1, 2 ** 31 - 1);
  const sink = new CatalogSink(context, { activateNewMatches: options.demo });
  const feed = new SimulatorFeed(sink, {
    seed,
    tickMs: settings.tickMs,
    eventsPerSport: settings.eventsPerSport,
    firstId: await nextFreeFeedId(context.db, firstSimulatorId),
    now: context.now,
    onError: options.onError,
  });
  await feed.start();
  return {
    feed,
    description: `Odds simulator: ${settings.eventsPerSport} events per sport, a tick every ${settings.tickMs} ms, seed ${seed} (FEED_SEED=${seed} replays it)`,
  };
}
