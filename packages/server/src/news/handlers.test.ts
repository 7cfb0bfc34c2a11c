import { newsMaxLength, newsMessages, refusalMessages } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../db/schema.ts';
import { buildTree } from '../testing/tree.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';

let t: TestApp;
let tree: Awaited<ReturnType<typeof buildTree>>;
const tokens = new Map<string, string>();

const savedAt = new Date('2026-01-12T09:30:00.000Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => savedAt });
  tree = await buildTree(t);
  for (const [name, user] of Object.entries(tree)) tokens.set(name, await t.signIn(user));
});
afterAll(() => t.close());

type Who = keyof typeof tree;
const token = (who: Who) => tokens.get(who) ?? '';
const save = (who: Who, text: unknown) =>
  t.call('POST', '/api/save-news', { token: token(who), body: { text } });
const read = async (who: Who) => {
  const answer = await t.call('GET', '/api/get-news', { token: token(who) });
  expect(answer.status).toBe(200);
  return answer.body.data as { username: string; role: string; text: string }[];
};
const texts = async (who: Who) => (await read(who)).map((item) => item.text);

describe('news ticker', () => {
  it('shows nothing until a message is saved', async () => {
    expect(await read('player')).toEqual([]);
  });

  it("gives a white label's players the Super Admin's line, then their own Admin's; other labels see only the first", async () => {
    expect(await save('admin', '  Welcome to the exchange  ')).toMatchObject({
      status: 200,
      body: {
        message: 'Message saved',
        data: [
          {
            username: tree.admin.username,
            role: 'admin',
            text: 'Welcome to the exchange',
            updatedAt: savedAt.toISOString(),
          },
        ],
      },
    });
    await save('sadmin', 'Cricket markets open at 09:00');
    expect(await texts('player')).toEqual(['Welcome to the exchange', 'Cricket markets open at 09:00']);
    expect(await texts('smdl')).toEqual(['Welcome to the exchange', 'Cricket markets open at 09:00']);
    expect(await texts('sadmin')).toEqual(['Welcome to the exchange', 'Cricket markets open at 09:00']);
    expect(await texts('player2')).toEqual(['Welcome to the exchange']);
    // The Super Admin, at the top, sees only its own line.
    expect(await texts('admin')).toEqual(['Welcome to the exchange']);
  });

  it('replaces a line on saving again, and takes it off the ticker when saved empty', async () => {
    await save('sadmin2', 'Tennis in play all day');
    expect(await texts('player2')).toEqual(['Welcome to the exchange', 'Tennis in play all day']);
    await save('sadmin2', 'Tennis: finals tonight');
    expect(await texts('player2')).toEqual(['Welcome to the exchange', 'Tennis: finals tonight']);
    const removed = await save('sadmin2', '   ');
    expect(removed).toMatchObject({ status: 200, body: { message: 'Message removed' } });
    expect(await texts('player2')).toEqual(['Welcome to the exchange']);
    expect(await t.context.db.select().from(news)).toHaveLength(2);
  });

  it('refuses a message too long or on several lines, and keeps the saved one', async () => {
    expect(await save('sadmin', 'x'.repeat(newsMaxLength + 1))).toMatchObject({
      status: 400,
      body: { error: true, message: newsMessages.tooLong },
    });
    expect(await save('sadmin', 'one\ntwo')).toMatchObject({
      status: 400,
      body: { message: newsMessages.lineBreak },
    });
    expect((await save('sadmin', 3)).status).toBe(400);
    expect(await texts('player')).toEqual(['Welcome to the exchange', 'Cricket markets open at 09:00']);
  });

  it('refuses operators below Admin, and an Admin without the Events privilege', async () => {
    expect(await save('smdl', 'Free bets for all')).toMatchObject({
      status: 403,
      body: { message: refusalMessages.forbidden },
    });
    const bareAdmin = await t.createUser({ role: 'sadmin', parent: tree.admin, privileges: [1, 2, 4] });
    const bareToken = await t.signIn(bareAdmin);
    const refused = await t.call('POST', '/api/save-news', { token: bareToken, body: { text: 'Hello' } });
    expect(refused.status).toBe(403);
    expect(await texts('player')).toEqual(['Welcome to the exchange', 'Cricket markets open at 09:00']);
  });

  it('needs a signed-in caller to read', async () => {
    expect((await t.call('GET', '/api/get-news')).status).toBe(401);
  });
});
