import {
  betLimitsFor,
  betLimitsFromWire,
  betLimitsToWire,
  contradictoryBetLimits,
  contradictoryBetLimitsMessage,
  isExchangeSportId,
  Refusal,
  tightestBetLimits,
  widenedBetLimit,
  widerThanAboveMessage,
  type contract,
  type ScopedBetLimits,
} from '@exchange/domain';
import type * as v from 'valibot';
import type { AppContext } from '../context.ts';
import { loadActingUser, loadTargetInSubtree, type UserRow } from '../hierarchy/subtree.ts';
import type { Caller } from '../caller.ts';
import { betLimitsAbove, ownBetLimits, storeBetLimits } from './store.ts';

/**
 * Market and sport limits (docs/adr/0037-market-and-sport-limits.md): an operator sets them for its own
 * subtree (a login account for its operator), only ever narrower than those set above it, and reads its
 * own or those of a user of its subtree.
 */

type SaveRequest = v.InferOutput<(typeof contract.saveBetLimits)['body']>;

/** Rows are saved for sports with exchange markets only (the request's rule), so every one is listed. */
const toWire = (rows: readonly ScopedBetLimits[]) =>
  rows.flatMap(({ sportId, marketType, limits }) =>
    isExchangeSportId(sportId) ? [{ sportId, marketType, limits: betLimitsToWire(limits) }] : [],
  );

async function limitsOf(context: Pick<AppContext, 'db'>, user: UserRow) {
  const [own, above] = await Promise.all([
    ownBetLimits(context.db, user.id),
    betLimitsAbove(context.db, user.path),
  ]);
  return { username: user.username, own: toWire(own), above: toWire(above) };
}

/** GET bet-limits: the caller's own, or those of the user of its subtree it names. */
export async function readBetLimits(
  context: Pick<AppContext, 'db'>,
  caller: Caller,
  username: string | undefined,
) {
  const user = username
    ? (await loadTargetInSubtree(context, caller, { username }, { allowSelf: true })).target
    : await loadActingUser(context.db, caller);
  return limitsOf(context, user);
}

/**
 * POST save-bet-limits: refused, changing nothing, when a limit is wider than the tightest set above for
 * the scope (a market type's bound counts its sport's limits too), or when a minimum would pass its
 * maximum once the limits above and the operator's other row of the scope bind with it.
 */
export async function saveBetLimits(
  context: Pick<AppContext, 'db' | 'now'>,
  caller: Caller,
  request: SaveRequest,
) {
  const { db } = context;
  const acting = await loadActingUser(db, caller);
  const scope = { sportId: request.sportId, marketType: request.marketType };
  const limits = betLimitsFromWire(request.limits);
  await db.transaction(async (tx) => {
    const above = betLimitsFor(await betLimitsAbove(tx, acting.path), scope);
    const widened = widenedBetLimit(limits, above);
    if (widened) {
      throw new Refusal('bet_limit_wider_than_above', widerThanAboveMessage(widened.name, widened.bound));
    }
    const others = (await ownBetLimits(tx, acting.id)).filter(
      (row) => row.sportId === scope.sportId && row.marketType !== scope.marketType,
    );
    const binding = tightestBetLimits([above, betLimitsFor(others, scope), limits]);
    const contradiction = contradictoryBetLimits(binding);
    if (contradiction) {
      throw new Refusal('bet_limits_contradict', contradictoryBetLimitsMessage(contradiction));
    }
    await storeBetLimits(tx, acting.id, scope, limits, {
      updatedBy: caller.userId,
      updatedAt: context.now(),
    });
  });
  return limitsOf(context, acting);
}
