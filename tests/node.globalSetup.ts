import { removeSeededStarts } from '../packages/server/src/testing/seededStartCleanup.ts';
import { buildServerBundle } from '../packages/server/src/testing/serverBundle.ts';

/**
 * The server's entries bundled from today's sources, for the tests that start them as processes; the
 * teardown removes the seeded databases the workers made for them (seededStart.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  await buildServerBundle();
  return removeSeededStarts;
}
