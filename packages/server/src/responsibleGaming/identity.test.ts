import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashierTree, type CashierTree } from '../testing/cashier.ts';
import { users } from '../db/schema.ts';
import { createTestApp } from '../testing/app.ts';
import { requireIdentityNotExcluded } from './guard.ts';
import { selfExclude } from '../testing/responsibleGaming.ts';

/**
 * Issue 37: a self-excluded person's name, spelt with an invisible character or a look-alike letter of
 * another script, is still that person at register.
 */

const t = await createTestApp();
let tree: CashierTree;
beforeAll(async () => {
  tree = await cashierTree(t);
});
afterAll(() => t.close());

let accounts = 0;

/** A player of the agent with this full name, self-excluded for a week. */
async function excludedPlayer(fullname: string): Promise<void> {
  const created = await t.createUser({ role: 'user', parent: tree.agent });
  const [player = created] = await t.context.db
    .update(users)
    .set({ fullname })
    .where(eq(users.id, created.id))
    .returning();
  expect((await selfExclude(t, await t.signIn(player), '1w')).status).toBe(200);
}

/** Another agent (another branch) registers a player with this full name. */
function register(fullname: string) {
  accounts += 1;
  return t.call('POST', '/api/register', {
    token: tree.token(tree.agent2),
    body: {
      username: `Again${accounts}_${Date.now()}`,
      fullname,
      password: 'Kestrel27',
      passwordConfirmation: 'Kestrel27',
      transactionPassword: '1234',
      role: 'user',
      creditRefrences: 0,
      exposerLimit: 1000,
    },
  });
}

const sameIdentity = { status: 409, body: { code: 'identity_self_excluded' } };

describe('the self-excluded identity at register (issue 37)', () => {
  it('is recognised with a Cyrillic letter, full-width letters or other case', async () => {
    await excludedPlayer('Meera Kapoor');
    const spellings = {
      // U+0430 CYRILLIC SMALL LETTER A for the last Latin 'a' of Meera.
      cyrillic: 'Meer\u0430 Kapoor',
      cyrillicInSurname: 'Meera K\u0430poor',
      fullWidth: 'Ｍｅｅｒａ Ｋａｐｏｏｒ',
      otherCase: 'mEERA kAPOOR',
    };
    for (const [spelling, fullname] of Object.entries(spellings)) {
      expect(await register(fullname), spelling).toMatchObject(sameIdentity);
    }
    // Someone else is still welcome.
    expect((await register('Meena Kapur')).status).toBe(200);
  });

  it('is recognised whatever zero-width characters either name holds', async () => {
    // A name stored with a zero-width space (as register took it before issue 37) is the plain name.
    await excludedPlayer('Arjun\u200b Mehta');
    expect(await register('Arjun Mehta')).toMatchObject(sameIdentity);
    // A name typed with one is refused as text now; the identity check sees through it all the same.
    await excludedPlayer('Kavya Nair');
    for (const hidden of ['Kav\u200bya Nair', 'Kavya\u200d Na\ufeffir']) {
      await expect(requireIdentityNotExcluded(t.context.db, hidden, t.context.now())).rejects.toMatchObject({
        code: 'identity_self_excluded',
      });
      expect((await register(hidden)).status).toBe(400);
    }
  });
});
