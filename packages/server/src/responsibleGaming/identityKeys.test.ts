import { identityKey } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { responsibleGaming } from '../db/responsibleGamingSchema.ts';
import { createTestApp } from '../testing/app.ts';
import { requireIdentityNotExcluded } from './guard.ts';
import { rekeyIdentities } from './identityKeys.ts';

const t = await createTestApp();
afterAll(() => t.close());

const year = 365 * 24 * 60 * 60_000;

describe('identity keys stored under an earlier rule', () => {
  it('are re-keyed at start, so an old self-exclusion still blocks the same person, once', async () => {
    const player = await t.createUser({ role: 'user' });
    // What the key was before issue 37: the name lower-cased, a zero-width space kept.
    const oldKey = 'meera\u200b kapoor';
    expect(identityKey(oldKey)).not.toBe(oldKey);
    const now = new Date();
    await t.database.db.insert(responsibleGaming).values({
      userId: player.id,
      selfExcludedAt: now,
      selfExcludedUntil: new Date(now.getTime() + year),
      selfExclusionPeriod: '1y',
      identityKey: oldKey,
    });
    await expect(requireIdentityNotExcluded(t.database.db, 'Meera Kapoor', now)).resolves.toBeUndefined();

    expect(await rekeyIdentities(t.database.db)).toBe(1);
    const [row] = await t.database.db
      .select({ key: responsibleGaming.identityKey })
      .from(responsibleGaming)
      .where(eq(responsibleGaming.userId, player.id));
    expect(row?.key).toBe(identityKey('Meera Kapoor'));
    await expect(requireIdentityNotExcluded(t.database.db, 'Meera Kapoor', now)).rejects.toMatchObject({
      code: 'identity_self_excluded',
    });
    // A second start changes nothing.
    expect(await rekeyIdentities(t.database.db)).toBe(0);
  });
});
