import { privilege, privilegeIds } from '@exchange/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { commissionRates } from '../db/exchangeSchema.ts';
import { createTestApp } from '../testing/app.ts';
import { createLoginAccount } from '../testing/loginAccounts.ts';

const t = await createTestApp();
afterAll(() => t.close());

const admin = await t.createUser({ role: 'admin' });
const sadmin = await t.createUser({ role: 'sadmin', parent: admin, privileges: [...privilegeIds] });
const dl = await t.createUser({ role: 'dl', parent: sadmin, privileges: [...privilegeIds] });
const player = await t.createUser({ role: 'user', parent: dl });
const adminToken = await t.signIn(admin);

beforeEach(async () => {
  await t.context.db.delete(commissionRates);
});

const save = (body: unknown, token = adminToken) =>
  t.call('POST', '/api/save-commission-rate', { token, body });
const list = (token = adminToken) => t.call('GET', '/api/commission-rates', { token });

describe('the commission rates', () => {
  it("are set by the Super Admin per sport and market type, listed by sport, the sport's first", async () => {
    expect((await list()).body).toMatchObject({ error: false, data: [] });

    await save({ sportId: 2, marketType: 'Set Betting', basisPoints: 300 });
    await save({ sportId: 1, marketType: 'Match Odds', basisPoints: 250 });
    const saved = await save({ sportId: 1, marketType: null, basisPoints: 200 });

    const rates = [
      { sportId: 1, marketType: null, basisPoints: 200 },
      { sportId: 1, marketType: 'Match Odds', basisPoints: 250 },
      { sportId: 2, marketType: 'Set Betting', basisPoints: 300 },
    ];
    expect(saved).toMatchObject({ status: 200, body: { message: 'Commission rate saved', data: rates } });
    expect((await list()).body.data).toEqual(rates);

    // Saved again it changes; null removes it, and the type pays its sport's rate again.
    await save({ sportId: 1, marketType: 'Match Odds', basisPoints: 0 });
    const removed = await save({ sportId: 1, marketType: 'Match Odds', basisPoints: null });
    expect(removed.body).toMatchObject({ message: 'Commission rate removed', data: [rates[0], rates[2]] });
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    await save({ sportId: 1, marketType: null, basisPoints: 200 });
    const cases: [unknown, string][] = [
      [{ sportId: 1, marketType: null, basisPoints: 1_001 }, 'The rate must be at most 1000 basis points'],
      [{ sportId: 1, marketType: null, basisPoints: -1 }, 'The rate must not be negative'],
      [{ sportId: 1, marketType: null, basisPoints: 2.5 }, 'The rate must be a whole number of basis points'],
      [{ sportId: 1, marketType: null }, 'basisPoints is required'],
      [{ sportId: 5000, marketType: null, basisPoints: 200 }, 'sportId is not a sport with exchange markets'],
      [
        { sportId: 1, marketType: 'Set Betting', basisPoints: 200 },
        'marketType is not a market type of this sport',
      ],
      [
        { sportId: 4, marketType: 'Bookmaker', basisPoints: 200 },
        'marketType is not a market type of this sport',
      ],
      [{ sportId: 1, marketType: '  ', basisPoints: 200 }, expect.stringContaining('marketType')],
    ];
    for (const [body, message] of cases) {
      expect(await save(body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { code: 'invalid_input', message },
      });
    }
    expect((await list()).body.data).toEqual([{ sportId: 1, marketType: null, basisPoints: 200 }]);
  });

  it("are the platform's: a white label, an agent or a player gets 403, and so does a login account without Events", async () => {
    const eventsLogin = await createLoginAccount(t, admin, [privilege.events]);
    const otherLogin = await createLoginAccount(
      t,
      admin,
      privilegeIds.filter((id) => id !== privilege.events),
    );
    for (const user of [sadmin, dl, player, otherLogin]) {
      const token = await t.signIn(user);
      expect((await list(token)).status, user.role).toBe(403);
      expect((await save({ sportId: 1, marketType: null, basisPoints: 200 }, token)).status).toBe(403);
    }
    expect((await list()).body.data).toEqual([]);

    const token = await t.signIn(eventsLogin);
    expect((await save({ sportId: 1, marketType: null, basisPoints: 200 }, token)).status).toBe(200);
    expect((await list(token)).body.data).toEqual([{ sportId: 1, marketType: null, basisPoints: 200 }]);
  });
});
