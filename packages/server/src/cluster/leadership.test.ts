import { describe, expect, it } from 'vitest';
import { leadRoles } from './leadership.ts';

/**
 * What health says of PostgreSQL comes from the leadership's own connection (cluster/leadership.ts), so it
 * answers without waiting behind the pool's work. Only under `npm run test:postgres`.
 */
describe("the leadership's view of PostgreSQL", () => {
  it('is ready where PostgreSQL answers and down where it does not, holding nothing then', async () => {
    const errors: unknown[] = [];
    const reached = await leadRoles({
      databaseUrl: process.env['TEST_DATABASE_URL'],
      roles: [],
      onError: (error) => errors.push(error),
    });
    expect(reached.database()).toBe('ready');
    await reached.close();

    const started: string[] = [];
    const cutOff = await leadRoles({
      // A port nothing listens on: the connection is refused at once.
      databaseUrl: 'postgres://exchange_test:x@127.0.0.1:1/postgres',
      roles: [{ name: 'feed', start: async () => void started.push('feed'), stop: async () => {} }],
      onError: (error) => errors.push(error),
    });
    expect(cutOff.database()).toBe('down');
    expect(cutOff.held()).toEqual([]);
    expect(started).toEqual([]);
    expect(errors).toHaveLength(1);
    await cutOff.close();
  });
});
