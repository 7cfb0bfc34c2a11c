import { describe, expect, it } from 'vitest';
import { databaseFreeTests } from '../../scripts/databaseFreeTests.mjs';

describe('databaseFreeTests (what the PostgreSQL pass skips)', () => {
  const skipped = databaseFreeTests();

  it('skips files whose imports never reach a database', () => {
    expect(skipped).toContain('packages/server/src/config.test.ts');
    expect(skipped).toContain('packages/server/src/feed/simulator/simulator.test.ts');
  });

  it('keeps every file that opens one, however far down its imports', () => {
    // Directly, through the test app, through a helper's helper, and by reading TEST_DATABASE_URL.
    for (const file of [
      'packages/server/src/verifyLedger.test.ts',
      'packages/server/src/hierarchy/routes.test.ts',
      'packages/server/src/responsibleGaming/depositLimits.test.ts',
      'packages/server/src/overload.test.ts',
    ]) {
      expect(skipped).not.toContain(file);
    }
  });

  it('keeps the cluster tests, which only this pass runs, even one that opens no database', () => {
    // The TLS test needs nginx, which this pass installs, and no database.
    expect(skipped).not.toContain('packages/server/src/cluster/tls.test.ts');
    expect(skipped.filter((file) => file.startsWith('packages/server/src/cluster/'))).toEqual([]);
  });
});
