import { accountStatementResponseSchema, refusalMessages, ruleMessages, toMinor } from '@exchange/domain';
import { parse as parseCsv } from 'csv-parse/sync';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTree } from '../testing/tree.ts';
import { house, transfer } from '../ledger/index.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { pdfText } from '../testing/pdfText.ts';

let t: TestApp;
let tree: Awaited<ReturnType<typeof buildTree>>;
const tokens: Record<string, string> = {};
const token = (name: keyof typeof tree) => tokens[name] ?? '';

const wholeRange = { startDate: '2000-01-01', endDate: '2100-01-01' };
const injected = '=HYPERLINK("http://evil.example","x")';

beforeAll(async () => {
  t = await createTestApp();
  tree = await buildTree(t);
  for (const [name, user] of Object.entries(tree)) tokens[name] = await t.signIn(user);
  // 23 entries: more than two of the JSON route's 10-row pages, one of them a hostile narration.
  for (let index = 1; index <= 22; index += 1) {
    const kind = index % 2 === 1 ? 'deposit' : 'withdrawal';
    const [fromUserId, toUserId] = kind === 'deposit' ? [house, tree.player.id] : [tree.player.id, house];
    const amount = toMinor(kind === 'deposit' ? 100 + index : 1);
    await transfer(t.database.db, { fromUserId, toUserId, amount, kind, narration: `Move ${index}` });
  }
  await transfer(t.database.db, {
    fromUserId: house,
    toUserId: tree.player.id,
    amount: toMinor(5),
    kind: 'deposit',
    narration: injected,
  });
});
afterAll(() => t.close());

async function exported(caller: keyof typeof tree, body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/account-statement-export',
    headers: { authorization: `Bearer ${token(caller)}` },
    payload: body,
  });
  return response;
}

/** Every row of account-statement-list for the filters, page after page, as the screen reads them. */
async function jsonRows(caller: keyof typeof tree, body: Record<string, unknown>) {
  const rows: v.InferOutput<typeof accountStatementResponseSchema>['data']['items'] = [];
  for (let page = 1; ; page += 1) {
    const response = await t.call('POST', `/api/account-statement-list?page=${page}`, {
      token: token(caller),
      body,
    });
    const data = v.parse(accountStatementResponseSchema, response.body).data;
    rows.push(...data.items);
    if (page >= data.totalPages) return rows;
  }
}

const csvRecords = (text: string) => parseCsv(text, { bom: true, columns: true }) as Record<string, string>[];

describe('POST account-statement-export', () => {
  it("holds every row of the player's statement across all pages, as the JSON answer has them", async () => {
    const response = await exported('player', { ...wholeRange, format: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="account-statement_2000-01-01_2100-01-01.csv"',
    );
    const records = csvRecords(response.body);
    const json = await jsonRows('player', wholeRange);
    expect(json.length).toBe(23);
    expect(records.map((row) => [row.Description, row.Credit, row.Debit, row.Balance])).toEqual(
      json.map((row) => [
        row.narration === injected ? `'${injected}` : row.narration,
        row.credit.toFixed(2),
        row.debit.toFixed(2),
        row.balance.toFixed(2),
      ]),
    );
  });

  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    const response = await exported('player', { ...wholeRange, format: 'csv' });
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(response.body).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it("applies the screen's filters: type, period, and dates in the viewer's time zone", async () => {
    const withdrawals = csvRecords(
      (await exported('player', { ...wholeRange, type: 'withdrawal', format: 'csv' })).body,
    );
    expect(withdrawals).toHaveLength(11);
    expect(withdrawals.every((row) => row.Debit === '1.00')).toBe(true);
    const past = csvRecords(
      (await exported('player', { startDate: '2000-01-01', endDate: '2000-01-02', format: 'csv' })).body,
    );
    expect(past).toEqual([]);
    const [utc] = csvRecords((await exported('player', { ...wholeRange, format: 'csv' })).body);
    const [kolkata] = csvRecords(
      (await exported('player', { ...wholeRange, format: 'csv', timeZone: 'Asia/Kolkata' })).body,
    );
    expect(utc?.Date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(kolkata?.Date).not.toBe(utc?.Date);
  });

  it('answers the statement as a PDF', async () => {
    const response = await exported('player', { ...wholeRange, format: 'pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('account-statement_2000-01-01_2100-01-01.pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.subarray(-6).toString()).toContain('%%EOF');
    const text = pdfText(response.rawPayload);
    for (const row of await jsonRows('player', wholeRange)) expect(text).toContain(row.narration);
    expect(text).toContain('Balance');
  });

  it("gives an operator a subtree user's statement with privilege 8 only, and nobody else's", async () => {
    const body = { ...wholeRange, format: 'csv', username: tree.player.username };
    const allowed = await exported('smdl', body);
    expect(allowed.statusCode).toBe(200);
    expect(csvRecords(allowed.body)).toHaveLength(23);
    const bareChild = await t.createUser({ role: 'user', parent: tree.bare });
    const bare = await exported('bare', { ...body, username: bareChild.username });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ message: refusalMessages.forbidden });
    for (const outsider of ['sadmin2', 'player2'] as const) {
      const refused = await exported(outsider, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: refusalMessages.notInSubtree });
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/account-statement-export', payload: body }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses bad input with 400 and an envelope', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...wholeRange }, 'format is required'],
      [{ ...wholeRange, format: 'xlsx' }, 'format is invalid'],
      [{ startDate: '2024-02-01', endDate: '2024-01-01', format: 'csv' }, ruleMessages.dateRangeOrder],
      [{ ...wholeRange, type: 'bonus', format: 'csv' }, 'type is invalid'],
      [{ ...wholeRange, format: 'csv', timeZone: 'Mars/Olympus' }, 'timeZone: not a time zone'],
    ];
    for (const [body, message] of cases) {
      const response = await exported('player', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({
        error: true,
        code: 'invalid_input',
        message: expect.stringContaining(message),
      });
    }
  });
});
