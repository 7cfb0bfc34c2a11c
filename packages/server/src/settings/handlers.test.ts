import { privilege, refusalMessages, settingListResponseSchema } from '@exchange/domain';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings, users } from '../db/schema.ts';
import { buildTree } from '../testing/tree.ts';
import { createTestApp, type TestApp, type TestUser } from '../testing/app.ts';

let t: TestApp;
let tree: Awaited<ReturnType<typeof buildTree>>;
const tokens: Record<string, string> = {};

/** What the old embedded default kept in the settings table, and the secret the test app signs with. */
const legacySecret = 'legacy-jwt-secret-kept-in-the-settings-table-0123456789';
const signingSecret = 'test-secret-that-is-long-enough-for-hs256';

function token(name: string): string {
  const value = tokens[name];
  if (value === undefined) throw new Error(`no token for ${name}`);
  return value;
}

/** A multi-login account of the Super Admin holding `privileges` (as create-login-account makes one). */
async function adminLogin(privileges: number[]): Promise<TestUser> {
  const login = await t.createUser({ role: 'admin', parent: tree.admin, privileges });
  await t.database.db.update(users).set({ ownerId: tree.admin.id }).where(eq(users.id, login.id));
  return login;
}

beforeAll(async () => {
  t = await createTestApp();
  tree = await buildTree(t);
  for (const [name, user] of Object.entries(tree)) tokens[name] = await t.signIn(user);
  tokens.loginWithLock = await t.signIn(await adminLogin([privilege.generalLock]));
  tokens.loginWithoutLock = await t.signIn(await adminLogin([1, 4, 8, 54, 55]));
  // Rows the settings API does not own: a secret as the old default stored it, save-general-setting's row,
  // the demo's marker, and a name an older build let anyone save.
  await t.database.db.insert(settings).values([
    { name: 'jwtSecret', value: legacySecret },
    { name: 'general', value: { siteName: 'Exchange' } },
    { name: 'demoSeeded', value: true },
    { name: 'siteName', value: 'Exchange' },
  ]);
});
afterAll(() => t.close());

const forbidden = { status: 403, body: { message: refusalMessages.forbidden } };
const list = (who: string) => t.call('GET', '/api/setting-list', { token: token(who) });
const save = (body: unknown, who = 'admin') =>
  t.call('POST', '/api/save-setting-list', { token: token(who), body });
const allRows = () => t.database.db.select().from(settings).orderBy(asc(settings.name));

describe('GET setting-list', () => {
  it('lists only the known settings, maintenance off by default, and never the signing secret', async () => {
    const response = await list('admin');
    expect(v.parse(settingListResponseSchema, response.body).data).toEqual([
      { name: 'maintenance', value: false },
    ]);
    for (const who of ['admin', 'loginWithLock']) {
      const text = JSON.stringify((await list(who)).body);
      expect(text).not.toContain(legacySecret);
      expect(text).not.toContain(signingSecret);
      expect(text).not.toContain('jwtSecret');
    }
  });

  it("is the Super Admin's: its login accounts need General Lock, and an Admin (sadmin) is refused", async () => {
    expect(await list('loginWithLock')).toMatchObject({ status: 200 });
    expect(await list('loginWithoutLock')).toMatchObject(forbidden);
    for (const who of ['sadmin', 'smdl', 'dl', 'player'])
      expect(await list(who), who).toMatchObject(forbidden);
  });
});

describe('POST save-setting-list', () => {
  it('saves maintenance, which shuts players out until switched off', async () => {
    expect(await save({ settingList: [{ name: 'maintenance', value: true }] })).toMatchObject({
      status: 200,
    });
    expect((await list('admin')).body.data).toEqual([{ name: 'maintenance', value: true }]);
    expect(await t.call('GET', '/api/get-user-balance', { token: token('player') })).toMatchObject({
      status: 503,
      body: { data: { maintenance: true } },
    });
    expect(
      await save({ settingList: [{ name: 'maintenance', value: false }] }, 'loginWithLock'),
    ).toMatchObject({ status: 200 });
    expect(await t.call('GET', '/api/get-user-balance', { token: token('player') })).toMatchObject({
      status: 200,
    });
  });

  it('refuses an Admin (sadmin) and an admin login account without General Lock, changing nothing', async () => {
    const before = await allRows();
    const body = { settingList: [{ name: 'maintenance', value: true }] };
    for (const who of ['sadmin', 'loginWithoutLock', 'smdl', 'player']) {
      expect(await save(body, who), who).toMatchObject(forbidden);
    }
    expect(await allRows()).toEqual(before);
  });

  it('refuses unknown names, wrong types, oversized values and repeats with a 400, saving nothing', async () => {
    const before = await allRows();
    const cases: [unknown, string][] = [
      [{ settingList: {} }, 'settingList is invalid'],
      [{}, 'settingList is required'],
      [{ settingList: [{ name: '', value: 1 }] }, 'settingList.0.name is invalid'],
      [{ settingList: [{ name: 'a', value: {} }] }, 'settingList.0.value is invalid'],
      [{ settingList: [{ name: 'jwtSecret', value: 'x'.repeat(64) }] }, refusalMessages.settingUnknown],
      [{ settingList: [{ name: 'general', value: 1 }] }, refusalMessages.settingUnknown],
      [{ settingList: [{ name: 'demoSeeded', value: false }] }, refusalMessages.settingUnknown],
      [{ settingList: [{ name: 'siteName', value: 'Other' }] }, refusalMessages.settingUnknown],
      [{ settingList: [{ name: 'constructor', value: true }] }, refusalMessages.settingUnknown],
      [{ settingList: [{ name: 'maintenance', value: 'yes' }] }, refusalMessages.maintenanceNotBoolean],
      [{ settingList: [{ name: 'maintenance', value: 1 }] }, refusalMessages.maintenanceNotBoolean],
      // Past the setting's own limit, and past what any request's text may carry.
      [{ settingList: [{ name: 'maintenance', value: 'x'.repeat(400) }] }, refusalMessages.settingTooLarge],
      [
        { settingList: [{ name: 'maintenance', value: 'x'.repeat(100_000) }] },
        'settingList.0.value is invalid',
      ],
      [
        {
          settingList: [
            { name: 'maintenance', value: true },
            { name: 'maintenance', value: false },
          ],
        },
        refusalMessages.settingNameRepeated,
      ],
      // A good setting first: the fault later in the list still saves nothing.
      [
        {
          settingList: [
            { name: 'maintenance', value: true },
            { name: 'jwtSecret', value: 'x'.repeat(64) },
          ],
        },
        refusalMessages.settingUnknown,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await save(body);
      expect(response.status, message).toBe(400);
      expect(response.body.message, message).toContain(message);
    }
    expect(await allRows()).toEqual(before);
    // The secret the server signs with is not in the database at all.
    const rows = JSON.stringify(await allRows());
    expect(rows).not.toContain(signingSecret);
  });
});
