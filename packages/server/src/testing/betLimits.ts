import { betLimitsToWire, noBetLimits, type BetLimitsWire } from '@exchange/domain';
import type { TestApp, TestUser } from './app.ts';

/** Limits on the wire: those given, every other one unset. */
export const limitsWire = (limits: Partial<BetLimitsWire> = {}): BetLimitsWire => ({
  ...betLimitsToWire(noBetLimits),
  ...limits,
});

/** POST save-bet-limits as the operator signed in with `token`, for a sport (cricket) or a market type. */
export function saveLimits(
  t: TestApp,
  token: string,
  limits: Partial<BetLimitsWire>,
  scope: { sportId?: number; marketType?: string | null } = {},
) {
  return t.call('POST', '/api/save-bet-limits', {
    token,
    body: { sportId: scope.sportId ?? 4, marketType: scope.marketType ?? null, limits: limitsWire(limits) },
  });
}

/**
 * A Super Admin of its own (a tree no other test's limits reach) that set `limits`, and an agent below it
 * for the players: limits bind the whole subtree of the operator that set them.
 */
export async function agentUnderLimits(
  t: TestApp,
  limits: Partial<BetLimitsWire>,
  scope: { sportId?: number; marketType?: string | null } = {},
): Promise<TestUser> {
  const root = await t.createUser({ role: 'admin' });
  const saved = await saveLimits(t, await t.signIn(root), limits, scope);
  if (saved.status !== 200) throw new Error(`limits not saved: ${saved.body.message}`);
  return t.createUser({ role: 'dl', parent: root });
}
