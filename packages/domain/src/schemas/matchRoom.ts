import * as v from 'valibot';
import { envelopeSchema } from './envelope.ts';
import { idSchema, numericIdSchema, numericQuerySchema } from './primitives.ts';
import { fancyMarketSchema, marketBookSchema, scoreSchema } from './sports.ts';
import { matchStatuses } from './sportsAdmin.ts';

/**
 * The data socket's match rooms (spec 7: "one [socket] to the data host"): a client joins a match and
 * gets a full snapshot at once, then only what changed, at most about ten times a second. The events
 * themselves are declared in contract/sockets.ts.
 */

/** The socket.io namespace of the data socket; odds are public, so it takes no token. */
export const dataSocketNamespace = '/data';

export const matchRoomRequestSchema = v.object({ matchId: numericIdSchema });

/** The server's acknowledgement of a room request (joinMatch, leaveMatch, and the users socket's userRoomJoin). */
export const matchRoomAckSchema = v.object({ error: v.boolean(), message: v.string() });

/**
 * How a finished match's match odds market ended, once its result is in: the winning runner, or void
 * (stakes returned). Absent while the match is on, or finished with its result still to come.
 */
export const matchResultSchema = v.variant('kind', [
  v.object({ kind: v.literal('winner'), marketId: idSchema, runnerName: v.string() }),
  v.object({ kind: v.literal('void'), marketId: idSchema }),
]);
export type MatchResult = v.InferOutput<typeof matchResultSchema>;

/** Everything the odds screen shows for a match. */
export const matchSnapshotSchema = v.object({
  matchId: numericIdSchema,
  status: v.picklist(matchStatuses),
  matchOdds: v.array(marketBookSchema),
  bookmaker: v.array(marketBookSchema),
  fancy: v.array(fancyMarketSchema),
  score: v.nullable(scoreSchema),
  result: v.optional(matchResultSchema),
});
export type MatchSnapshot = v.InferOutput<typeof matchSnapshotSchema>;

/** The data API's match-snapshot: a room's snapshot over HTTP, for a page that shows before its socket. */
export const matchSnapshotQuerySchema = v.object({ MatchID: numericQuerySchema });
export const matchSnapshotResponseSchema = envelopeSchema(matchSnapshotSchema);

/** The markets and score that changed since the last push; a market listed replaces the one held. */
export const matchUpdateSchema = v.object({
  matchId: numericIdSchema,
  status: v.optional(v.picklist(matchStatuses)),
  matchOdds: v.optional(v.array(marketBookSchema)),
  bookmaker: v.optional(v.array(marketBookSchema)),
  fancy: v.optional(v.array(fancyMarketSchema)),
  score: v.optional(scoreSchema),
  /** Markets no longer shown (disabled by an admin, or the finished match let go). */
  removed: v.optional(v.array(idSchema)),
  result: v.optional(matchResultSchema),
});
export type MatchUpdate = v.InferOutput<typeof matchUpdateSchema>;
