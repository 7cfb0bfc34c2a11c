import { privilegeIds, type LotteryDraw, type LotteryItem } from '@exchange/domain';
import { expect } from 'vitest';
import { callMultipart, fund, qrPng } from './cashier.ts';
import { accountStatement } from '../ledger/index.ts';
import { createTestApp, type TestUser } from './app.ts';
import { drawDueLotteries } from '../lottery/drawing.ts';

const hour = 60 * 60_000;

/**
 * One app for the lottery's tests (issue 39): the Super Admin who adds draws, players below it, and a
 * clock the test moves (`advance`) past a draw's close time, then draws what is due at once.
 */
export async function lotteryTestApp() {
  const clock = { offset: 0 };
  const now = () => new Date(Date.now() + clock.offset);
  const t = await createTestApp({ now });
  const admin = await t.createUser({ role: 'admin', privileges: [...privilegeIds] });
  const adminToken = await t.signIn(admin);
  const png = await qrPng('lottery');
  let draws = 0;

  /** A draw closing in an hour: 10 tickets at Rs 50, prizes Rs 300 and Rs 100, unless told otherwise. */
  async function addDraw(fields: Record<string, string> = {}): Promise<LotteryItem> {
    draws += 1;
    const answer = await callMultipart(
      t,
      '/api/add-lottery-item',
      adminToken,
      {
        title: `Draw ${draws}`,
        price: '50',
        closeAt: new Date(now().getTime() + hour).toISOString(),
        tickets: '10',
        prizes: '300,100',
        ...fields,
      },
      { field: 'image', name: 'card.png', type: 'image/png', bytes: png },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as LotteryItem;
  }

  async function player(rupees = 1000, options: { betLocked?: boolean; parent?: TestUser } = {}) {
    const user = await t.createUser({ role: 'user', parent: admin, ...options });
    if (rupees > 0) await fund(t, user, rupees);
    return { user, token: await t.signIn(user) };
  }

  let keys = 0;
  /** POST buy-lottery-tickets; a fresh idempotency key unless one is given. */
  function buy(token: string, body: Record<string, unknown>) {
    keys += 1;
    return t.call('POST', '/api/buy-lottery-tickets', {
      token,
      body: { idempotencyKey: `buy-${keys}`, ...body },
    }) as Promise<{
      status: number;
      body: { code?: string; message: string; data: { numbers: number[]; total: number } };
    }>;
  }

  async function draw(token: string, id: string): Promise<LotteryDraw> {
    const answer = await t.call('GET', `/api/lottery-draw/${id}`, { token });
    expect(answer.status).toBe(200);
    return answer.body.data as LotteryDraw;
  }

  /** The user's newest statement rows: narration, credit, debit, kind. */
  async function statement(user: TestUser) {
    const page = await accountStatement(t.database.db, user.id, { page: 1, pageSize: 20 });
    return page.items.map((row) => ({
      narration: row.narration,
      kind: row.kind,
      credit: row.credit / 100,
      debit: row.debit / 100,
    }));
  }

  return {
    t,
    admin,
    adminToken,
    now,
    addDraw,
    player,
    buy,
    draw,
    statement,
    /** Moves the app's clock on. */
    advance(ms: number) {
      clock.offset += ms;
    },
    /** What the draw worker and the test clock's move do: every draw due by the app's clock. */
    drawDue: () => drawDueLotteries(t.context),
  };
}
export type LotteryTestApp = Awaited<ReturnType<typeof lotteryTestApp>>;

export const lotteryHour = hour;
