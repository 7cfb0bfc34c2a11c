import { randomInt } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { nextFreeFeedId } from './catalog.ts';
import { CatalogSink } from './sink.ts';
import { SimulatorFeed } from './simulatorFeed.ts';
import { SteppedFeed } from './steppedFeed.ts';
import type { Feed } from './types.ts';

/** Ids of simulated competitions, events, markets and runners start here on an empty database. */
const firstSimulatorId = 30_000_000;

export interface ConfiguredFeed {
  /** Not started yet: the caller starts it once the API listens. */
  feed: Feed;
  /** Only FEED=stepped: the feed that ticks when a test asks (POST /test/feed). */
  stepped?: SteppedFeed;
  /** One line for the start-up banner. */
  description: string;
}

/**
 * The configured feed to run beside the API: the simulator (its new matches active at once in the
 * embedded demo, so players see them; elsewhere an admin activates them with save-match), the simulator
 * stepped by tests, or none. It is made before the API listens so that its test route can be registered.
 */
export async function createFeed(
  context: AppContext,
  options: { demo: boolean; onError: (error: unknown) => void },
): Promise<ConfiguredFeed | null> {
  const settings = context.config.feed;
  if (settings.kind === 'off') return null;
  const seed = settings.seed ?? randomInt(1, 2 ** 31 - 1);
  const sink = new CatalogSink(context, { activateNewMatches: options.demo });
  const simulation = {
    seed,
    tickMs: settings.tickMs,
    eventsPerSport: settings.eventsPerSport,
    firstId: await nextFreeFeedId(context.db, firstSimulatorId),
    onError: options.onError,
  };
  const replay = `seed ${seed} (FEED_SEED=${seed} replays it)`;
  if (settings.kind === 'stepped') {
    const stepped = new SteppedFeed(sink, { ...simulation, startsAt: context.now() });
    return {
      feed: stepped,
      stepped,
      description: `Odds simulator, stepped by POST /test/feed: ${settings.eventsPerSport} events per sport, ${replay}`,
    };
  }
  return {
    feed: new SimulatorFeed(sink, { ...simulation, now: context.now }),
    description: `Odds simulator: ${settings.eventsPerSport} events per sport, a tick every ${settings.tickMs} ms, ${replay}`,
  };
}
