import { envelopeSchema, idSchema } from '@exchange/domain';
import * as v from 'valibot';

/**
 * The wire of the settlement routes (ours: the spec names the admin screens, active-markets and
 * active-fancies, but not their calls; docs/decisions.md).
 */

const marketIdSchema = v.pipe(v.string(), v.trim(), idSchema);

/** POST declare-result: the winning selection id, or a session's run total. */
export const declareResultRequestSchema = v.object({
  marketId: marketIdSchema,
  result: v.pipe(v.number(), v.finite()),
});

/** POST void-market and POST rollback-result. */
export const marketRequestSchema = v.object({ marketId: marketIdSchema });

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** What a settlement or void did; `unchanged` when the market already stood so. */
export const closingResponseSchema = envelopeSchema(
  v.object({
    status: v.picklist(['settled', 'void', 'unchanged']),
    players: count,
    closedBets: count,
    cancelledBets: count,
  }),
);

/** What a rollback undid. */
export const rollbackResponseSchema = envelopeSchema(
  v.object({ undone: v.picklist(['settlement', 'void']), players: count, reopenedBets: count }),
);
