import { cashierLimits, privilegeIds } from '@exchange/domain';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { paymentSettings } from '../db/cashierSchema.ts';
import { verifyLedger } from '../ledger/index.ts';
import { createTestApp, type TestUser } from '../testing/app.ts';
import { holdsAgainstPending } from './queries.ts';
import { availableOf, call, decide, fund, idOf, requestDeposit, rupeesOf } from '../testing/cashier.ts';

const t = await createTestApp();
afterAll(() => t.close());
const admin = await t.createUser({ role: 'admin', privileges: [...privilegeIds] });

/** One step a player or its agent takes. Amounts in whole rupees. */
type Step =
  | { kind: 'withdraw'; amount: number }
  | { kind: 'deposit'; amount: number }
  | { kind: 'decide'; pick: number; approve: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 1, max: 1500 }) }),
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 100, max: 1500 }) }),
  fc.record({ kind: fc.constant('decide' as const), pick: fc.nat(), approve: fc.boolean() }),
);

interface Pending {
  id: string;
  type: 'deposit' | 'withdraw';
  amount: number;
}

/** What the money rule says the balances are after the steps. */
interface Model {
  player: number;
  agent: number;
  pending: Pending[];
}

async function freshPair(): Promise<{
  agent: TestUser;
  player: TestUser;
  agentToken: string;
  playerToken: string;
  upi: string;
}> {
  const agent = await t.createUser({ role: 'dl', parent: admin, privileges: [...privilegeIds] });
  const player = await t.createUser({ role: 'user', parent: agent });
  await t.database.db.insert(paymentSettings).values({ userId: agent.id, upiId: 'a@upi', upiName: 'A' });
  await fund(t, agent, 2000);
  await fund(t, player, 2000);
  const playerToken = await t.signIn(player);
  const upi = idOf(await call(t, 'POST', '/api/add-upi', playerToken, { upiId: 'p@upi' }));
  return { agent, player, agentToken: await t.signIn(agent), playerToken, upi };
}

describe('the money rule of the cashier (property)', () => {
  it('a withdrawal holds its amount until decided; a rejection releases it; an approval pays it to the agent; a deposit approval moves it from the agent; nothing else moves', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 8 }), async (steps) => {
        const pair = await freshPair();
        const model: Model = { player: 2000, agent: 2000, pending: [] };
        const held = () =>
          model.pending
            .filter((item) => item.type === 'withdraw')
            .reduce((sum, item) => sum + item.amount, 0);
        const waiting = (type: Pending['type']) => model.pending.filter((item) => item.type === type).length;
        for (const next of steps) {
          if (next.kind === 'withdraw') {
            const answer = await call(t, 'POST', '/api/add-deposit-withdraw', pair.playerToken, {
              type: 'withdraw',
              amount: next.amount,
              accountType: 'upi',
              bankDetail: { _id: pair.upi },
            });
            const fits =
              next.amount <= model.player - held() &&
              waiting('withdraw') < cashierLimits.pendingRequestsPerType;
            expect(answer.status === 200).toBe(fits);
            if (fits) model.pending.push({ id: idOf(answer), type: 'withdraw', amount: next.amount });
          } else if (next.kind === 'deposit') {
            const answer = await requestDeposit(t, pair.playerToken, next.amount);
            const fits = waiting('deposit') < cashierLimits.pendingRequestsPerType;
            expect(answer.status === 200).toBe(fits);
            if (fits) model.pending.push({ id: idOf(answer), type: 'deposit', amount: next.amount });
          } else {
            const chosen = model.pending[next.pick % Math.max(model.pending.length, 1)];
            if (!chosen) continue;
            const answer = await decide(
              t,
              pair.agentToken,
              chosen.id,
              next.approve ? 'approved' : 'rejected',
            );
            const agentShort = chosen.type === 'deposit' && next.approve && chosen.amount > model.agent;
            expect(answer.status === 200).toBe(!agentShort);
            if (agentShort) continue;
            model.pending = model.pending.filter((item) => item !== chosen);
            if (next.approve && chosen.type === 'deposit') {
              model.agent -= chosen.amount;
              model.player += chosen.amount;
            }
            if (next.approve && chosen.type === 'withdraw') {
              model.agent += chosen.amount;
              model.player -= chosen.amount;
            }
          }
        }
        // The held amount has left the player's balance (and so its available balance) until decided.
        expect(await rupeesOf(t, pair.player)).toBe(model.player - held());
        expect(await availableOf(t, pair.player)).toBe(model.player - held());
        expect(await rupeesOf(t, pair.agent)).toBe(model.agent);
        const holds = await holdsAgainstPending(t.database.db);
        expect(holds.held).toBe(holds.pending);
        expect(await verifyLedger(t.database.db)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});
