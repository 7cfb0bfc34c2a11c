import * as v from 'valibot';
import { envelopeSchema } from './envelope.ts';
import { nameTextSchema } from './primitives.ts';

/**
 * Results by hand (issue 5: "a result from the feed, or declared by admin/sadmin"; "void refunds"; "a wrong
 * result can be rolled back and resettled"). The spec names the admin screens (active-markets,
 * active-fancies) but not these calls: the names are ours (docs/features/settlement-and-reports.md).
 */

const marketIdSchema = v.pipe(nameTextSchema, v.trim(), v.nonEmpty());

/** POST declare-result: the winning selection id, or a session's run total. */
export const declareResultRequestSchema = v.object({
  marketId: marketIdSchema,
  result: v.pipe(v.number(), v.finite()),
});

/** POST void-market and POST rollback-result. */
export const settlementMarketRequestSchema = v.object({ marketId: marketIdSchema });

const countSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** What a settlement or a void did; `unchanged` when the market already stood so (a repeat changes nothing). */
export const settlementResponseSchema = envelopeSchema(
  v.object({
    status: v.picklist(['settled', 'void', 'unchanged']),
    players: countSchema,
    /** Matched bets settled or voided. */
    closedBets: countSchema,
    /** Unmatched bets cancelled. */
    cancelledBets: countSchema,
  }),
);

/** What a rollback undid: a settlement or a void, for how many players and bets. */
export const rollbackResponseSchema = envelopeSchema(
  v.object({ undone: v.picklist(['settlement', 'void']), players: countSchema, reopenedBets: countSchema }),
);
