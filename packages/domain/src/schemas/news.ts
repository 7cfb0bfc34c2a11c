import * as v from 'valibot';
import { envelopeSchema } from './envelope.ts';
import { roleSchema, textSchema, timestampSchema } from './primitives.ts';

/**
 * The news ticker players see (spec 2: the panel's `messages` screen, for admin and sadmin). The spec names
 * no call for it: `GET get-news` and `POST save-news` are ours (docs/features/agent-panel-sports.md). Each admin and sadmin
 * keeps one message; a user sees those of the admin and sadmin above it (and its own), top first.
 */

/** The longest message: one ticker line a player can read as it passes, not an article. */
export const newsMaxLength = 300;

export const newsMessages = {
  tooLong: `A message has at most ${newsMaxLength} characters`,
  lineBreak: 'A message is one line: remove the line breaks',
} as const;

/** One operator's message on the ticker. */
export const newsItemSchema = v.object({
  username: v.string(),
  role: roleSchema,
  text: v.pipe(v.string(), v.nonEmpty(), v.maxLength(newsMaxLength)),
  updatedAt: timestampSchema,
});
export type NewsItem = v.InferOutput<typeof newsItemSchema>;

/** GET get-news (and the answer of save-news): the messages the caller sees, from the top of its tree down. */
export const newsResponseSchema = envelopeSchema(v.array(newsItemSchema));

/** POST save-news: the caller's own message, trimmed; an empty text takes it off the ticker. */
export const saveNewsRequestSchema = v.object({
  text: v.pipe(
    // The raw text's cap (the trimmed one's is below): a body of spaces is refused, not trimmed.
    textSchema(newsMaxLength * 2),
    v.trim(),
    v.maxLength(newsMaxLength, newsMessages.tooLong),
    v.check((text) => !/[\r\n]/.test(text), newsMessages.lineBreak),
  ),
});
export type SaveNewsRequest = v.InferOutput<typeof saveNewsRequestSchema>;
