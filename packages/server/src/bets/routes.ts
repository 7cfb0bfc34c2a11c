import {
  betsQuerySchema,
  betsResponseSchema,
  bookToWire,
  fromMinor,
  messages,
  nameTextSchema,
  placeBetRequestSchema,
  placeBetResponseSchema,
} from '@exchange/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../context.ts';
import { bets } from '../db/exchangeSchema.ts';
import { callerOf } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';
import type { BetEngine } from './engine.ts';
import { betRowToWire, openStatuses } from './records.ts';

/**
 * POST placebet: the domain's bet plus our two choices, `persistence` (keep or lapse at in play,
 * issue 5) and the idempotency key (body `idempotencyKey` or header `Idempotency-Key`).
 */
const placeBetBodySchema = v.object({
  ...placeBetRequestSchema.entries,
  persistence: v.optional(v.picklist(['lapse', 'keep']), 'lapse'),
  idempotencyKey: v.optional(v.pipe(nameTextSchema, v.trim(), v.nonEmpty())),
});

function idempotencyHeader(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value : undefined;
}

/** Spec 7, Bet API: POST placebet and GET bets?matchId, for players. */
export function betApiRoutes(context: AppContext, engine: BetEngine): RouteDefinition[] {
  return [
    {
      method: 'POST',
      path: 'placebet',
      response: placeBetResponseSchema,
      access: { kind: 'player' },
      handler: async (request) => {
        const caller = callerOf(request);
        const { persistence, idempotencyKey, ...wire } = parse(placeBetBodySchema, request.body);
        const placement = await engine.place({
          userId: caller.userId,
          wire,
          persistence,
          idempotencyKey: idempotencyKey ?? idempotencyHeader(request),
          ip: request.ip,
          now: context.now(),
        });
        return ok(
          {
            exposer: fromMinor(placement.accountExposure),
            profitlist: bookToWire(placement.position.book),
            bet: betRowToWire(placement.row),
          },
          messages.betPlaced,
        );
      },
    },
    {
      method: 'GET',
      path: 'bets',
      response: betsResponseSchema,
      access: { kind: 'player' },
      handler: async (request) => {
        const caller = callerOf(request);
        const { matchId } = parse(betsQuerySchema, request.query);
        const rows = await context.db
          .select()
          .from(bets)
          .where(
            and(
              eq(bets.userId, caller.userId),
              eq(bets.matchId, matchId),
              inArray(bets.status, [...openStatuses]),
            ),
          )
          .orderBy(desc(bets.createdAt), desc(bets.id));
        return ok(rows.map(betRowToWire));
      },
    },
  ];
}
