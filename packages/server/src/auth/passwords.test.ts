import { Refusal } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import {
  currentScryptParams,
  defaultHashingWaitLimitMs,
  expectedHashingWaitMs,
  hashesWaiting,
  defaultHashingQueueLimit,
  limitHashingQueue,
  limitHashingWait,
  hashingSlots,
  hashPassword,
  needsRehash,
  scryptParamsFor,
  strongScryptParams,
  testScryptParams,
  verifyPassword,
} from './passwords.ts';

describe('scrypt cost', () => {
  it("is OWASP's (N = 2^17, r = 8, p = 1) everywhere but NODE_ENV=test", () => {
    expect(strongScryptParams).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    for (const nodeEnv of ['production', 'development', undefined]) {
      expect(scryptParamsFor(nodeEnv)).toBe(strongScryptParams);
    }
    expect(scryptParamsFor('test')).toBe(testScryptParams);
    expect(currentScryptParams).toBe(testScryptParams);
  });

  it('hashes with the strong cost, and verifies hashes of an older cost', async () => {
    const strong = await hashPassword('Strong123', strongScryptParams);
    expect(strong).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('Strong123', strong)).toBe(true);
    expect(await verifyPassword('Strong124', strong)).toBe(false);
    const old = await hashPassword('Older1234', { N: 2 ** 14, r: 8, p: 1 });
    expect(await verifyPassword('Older1234', old)).toBe(true);
    expect(needsRehash(old, strongScryptParams)).toBe(true);
    expect(needsRehash(strong, strongScryptParams)).toBe(false);
    // A cheap process never lowers a stronger hash.
    expect(needsRehash(strong, testScryptParams)).toBe(false);
  });
});

describe('the hashing queue', () => {
  // These count the queue; its wait is judged by measured hash times, which a busy machine stretches, so
  // the wait rule is off here (the next describe tests it, from a drained queue).
  beforeEach(() => limitHashingWait(Number.POSITIVE_INFINITY));
  afterEach(() => {
    limitHashingWait(defaultHashingWaitLimitMs);
    limitHashingQueue(defaultHashingQueueLimit);
  });

  it('refuses at once, server_busy, what arrives past its limit, hashes the rest, and then takes more', async () => {
    const hashingQueueLimit = defaultHashingQueueLimit;
    // Asked all at once (in one turn of the event loop): the slots take the first, the queue the next.
    const asked = Array.from({ length: hashingSlots + hashingQueueLimit + 10 }, (_, index) =>
      hashPassword(`Burst${index}`, testScryptParams).then(
        () => 'hashed',
        (error: unknown) => (error instanceof Refusal ? error.code : 'failed'),
      ),
    );
    const waiting = hashesWaiting();
    const outcomes = await Promise.all(asked);
    expect(waiting).toBe(hashingQueueLimit);
    expect(outcomes.filter((outcome) => outcome === 'hashed')).toHaveLength(hashingSlots + hashingQueueLimit);
    expect(outcomes.filter((outcome) => outcome === 'server_busy')).toHaveLength(10);
    expect(hashesWaiting()).toBe(0);
    expect(await verifyPassword('After123', await hashPassword('After123', testScryptParams))).toBe(true);
  });

  it('holds as many as HASH_QUEUE_LIMIT says (limitHashingQueue)', async () => {
    limitHashingQueue(3);
    const asked = Array.from({ length: hashingSlots + 3 + 4 }, (_, index) =>
      hashPassword(`Small${index}`, testScryptParams).then(
        () => 'hashed',
        (error: unknown) => (error instanceof Refusal ? error.code : 'failed'),
      ),
    );
    const waiting = hashesWaiting();
    const outcomes = await Promise.all(asked);
    expect(waiting).toBe(3);
    expect(outcomes.filter((outcome) => outcome === 'server_busy')).toHaveLength(4);
  });
});

describe('the hashing queue judged by its wait (issue 38)', () => {
  it('refuses at once what would wait past the limit, by the time hashes of that cost take', async () => {
    // One hash of this cost teaches the queue what it costs; the next two fill both slots.
    await hashPassword('Warm1234', testScryptParams);
    limitHashingWait(0);
    try {
      const running = [
        hashPassword('Slot1234', testScryptParams),
        hashPassword('Slot5678', testScryptParams),
      ];
      expect(expectedHashingWaitMs(testScryptParams)).toBeGreaterThan(0);
      await expect(hashPassword('Late1234', testScryptParams)).rejects.toMatchObject({ code: 'server_busy' });
      await Promise.all(running);
      // Drained, nothing is ahead: no wait, whatever the limit.
      expect(expectedHashingWaitMs(testScryptParams)).toBe(0);
      expect(await verifyPassword('Free1234', await hashPassword('Free1234', testScryptParams))).toBe(true);
    } finally {
      limitHashingWait(defaultHashingWaitLimitMs);
    }
  });
});

describe('sign-in with a hash of an older cost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('hashes the password again with the current cost', async () => {
    const player = await t.createUser({ role: 'user', username: 'Oldhash' });
    const cheaper = { N: currentScryptParams.N / 4, r: 8, p: 1 };
    await t.context.db
      .update(users)
      .set({ passwordHash: await hashPassword('Oldhash123', cheaper) })
      .where(eq(users.id, player.id));
    const login = await t.call('POST', '/api/login', {
      body: { username: 'Oldhash', password: 'Oldhash123' },
    });
    expect(login.status).toBe(200);
    const [row] = await t.context.db.select().from(users).where(eq(users.id, player.id));
    const { N, r, p } = currentScryptParams;
    expect(row?.passwordHash.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true);
    expect(await verifyPassword('Oldhash123', row?.passwordHash ?? '')).toBe(true);
  });
});
