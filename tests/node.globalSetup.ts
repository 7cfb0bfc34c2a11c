import { buildServerBundle } from '../packages/server/src/testing/serverBundle.ts';

/** The server's entries bundled from today's sources, for the tests that start them as processes. */
export default async function bundleServer(): Promise<void> {
  await buildServerBundle();
}
