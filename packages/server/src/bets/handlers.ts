import { betFromWire, bookToWire, contract, fromMinor, messages, minor, privilege } from '@exchange/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { readTarget } from '../money/service.ts';
import { handler } from '../http/handlers.ts';
import { accountFigures } from './closing.ts';
import type { BetEngine } from './engine.ts';
import { exposureByMatch, openBetsOnMatch } from './queries.ts';
import { betRowToWire } from './records.ts';
import {
  betListByIds,
  childUserBetLocks,
  deleteBets,
  deleteOrCancelBet,
  downlineCurrentBets,
  setMatchBetLock,
} from './service.ts';

/** The `Idempotency-Key` header, the other place placebet takes its key. */
function idempotencyHeader(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value : undefined;
}

/** Spec 7, Bet API (placebet, bets) and the bet calls of the main API. */
export function betHandlers(context: AppContext, engine: BetEngine) {
  return [
    handler(contract.placebet, async ({ body, request, gone }) => {
      const { persistence, acceptBetterPrice, waitIfPriceWorse, idempotencyKey, ...wire } = body;
      const caller = callerOf(request);
      // Every check, the responsible-gaming blocks among them, is the engine's: no entry point skips one.
      const placement = await engine.place(
        {
          userId: caller.userId,
          sessionId: caller.sessionId,
          bet: betFromWire(wire),
          persistence,
          priceMove: { acceptBetterPrice, waitIfPriceWorse },
          idempotencyKey: idempotencyKey ?? idempotencyHeader(request),
          ip: request.ip,
          now: context.now(),
        },
        // The socket's check and the request's deadline (docs/adr/0031-no-late-work.md).
        gone,
      );
      return ok(
        {
          exposer: fromMinor(placement.accountExposure),
          profitlist: bookToWire(placement.position.book),
          bet: betRowToWire(placement.row),
        },
        messages.betPlaced,
      );
    }),
    handler(contract.editBetPrice, async ({ body, request, gone }) => {
      const caller = callerOf(request);
      const edit = { userId: caller.userId, sessionId: caller.sessionId, ip: request.ip, now: context.now() };
      const placement = await engine.edit({ ...edit, ...body }, gone);
      return ok(
        {
          exposer: fromMinor(placement.accountExposure),
          profitlist: bookToWire(placement.position.book),
          bet: betRowToWire(placement.row),
        },
        'Bet price changed',
      );
    }),
    handler(contract.cancelBets, async ({ body, request }) => {
      const { userId } = callerOf(request);
      const closed = await engine.cancelWaiting(userId, body.marketId);
      const { exposure } = await accountFigures(context.db, userId);
      const message = closed.length === 1 ? 'Bet cancelled' : `${closed.length} bets cancelled`;
      return ok({ betIds: closed.map((row) => row.id), exposer: fromMinor(minor(exposure)) }, message);
    }),
    handler(contract.bets, async ({ query, request }) => {
      const rows = await openBetsOnMatch(context.db, callerOf(request).userId, query.matchId);
      return ok(rows.map(betRowToWire));
    }),
    handler(contract.getBetListByIds, async ({ body, request }) =>
      ok(await betListByIds(context, callerOf(request), body)),
    ),
    handler(contract.alluserbetList, async ({ query, body, request }) =>
      ok(await downlineCurrentBets(context, callerOf(request), query.page, body)),
    ),
    handler(contract.getExposerEvent, async ({ query, request }) => {
      const target = await readTarget(context, callerOf(request), query.username, privilege.userList);
      const rows = await exposureByMatch(context.db, target.id);
      return ok(rows.map(({ exposure, ...row }) => ({ ...row, exposer: fromMinor(minor(exposure)) })));
    }),
    handler(contract.deleteCurrentBet, async ({ params, body, request }) => {
      const done = await deleteOrCancelBet(context, engine, callerOf(request), {
        betId: params.id,
        transactionPassword: body.transactionPassword,
        ip: request.ip,
      });
      return ok(null, done === 'deleted' ? 'Bet deleted' : 'Bet cancelled');
    }),
    handler(contract.deleteBets, async ({ body, request }) => {
      const deleted = await deleteBets(context, engine, callerOf(request), { ...body, ip: request.ip });
      return ok(null, deleted === 1 ? 'Bet deleted' : `${deleted} bets deleted`);
    }),
    handler(contract.betLock, async ({ body, request }) => {
      await setMatchBetLock(context, callerOf(request), body);
      return ok(null, body.lock ? 'Betting locked' : 'Betting unlocked');
    }),
    handler(contract.getChildUserList, async ({ query, request }) =>
      ok(await childUserBetLocks(context, callerOf(request), query)),
    ),
  ];
}
