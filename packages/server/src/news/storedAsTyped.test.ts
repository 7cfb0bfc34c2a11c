import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../db/schema.ts';
import { buildTree } from '../testing/tree.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';

/**
 * ASVS 1.1.2: output is encoded last, by what renders it (React in the app), never on the way in. A news
 * line holding markup and an entity is stored as typed and answered byte for byte, as JSON's own escaping
 * leaves it: no `&amp;amp;`, no `&lt;b&gt;`, no tag stripped. packages/app/src/screens/markupAsText.test.tsx
 * shows the same text rendered as text.
 */

let t: TestApp;
let tree: Awaited<ReturnType<typeof buildTree>>;

beforeAll(async () => {
  t = await createTestApp();
  tree = await buildTree(t);
});
afterAll(() => t.close());

const line = `<b>&amp; "quoted" 'single' &lt;i&gt; <img src=x onerror="alert(1)"> \\ ünïcödé ₹ 🏏</b>`;

describe('a news line with markup', () => {
  it('is stored as typed and comes back from the API byte for byte', async () => {
    const saved = await t.call('POST', '/api/save-news', {
      token: await t.signIn(tree.admin),
      body: { text: line },
    });
    expect(saved.status).toBe(200);

    const [row] = await t.database.db.select().from(news).where(eq(news.ownerId, tree.admin.id));
    expect(row?.text).toBe(line);

    const response = await t.app.inject({
      url: '/api/get-news',
      headers: { authorization: `Bearer ${await t.signIn(tree.player)}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    // The raw body holds the line as JSON writes any string: only its quotes and backslash escaped.
    expect(response.body).toContain(JSON.stringify(line));
    expect(response.rawPayload.includes(Buffer.from(JSON.stringify(line), 'utf8'))).toBe(true);
    const [item] = (response.json() as { data: { text: string }[] }).data;
    expect(item?.text).toBe(line);
  });
});
