import { authMethods } from '@exchange/domain';
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import * as v from 'valibot';
import { endSessions } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { sessions, telegramLinks, users } from '../db/schema.ts';
import { telegramFor } from './telegram.ts';

/** The part of a Telegram Update we act on: a text message in a chat. */
const updateSchema = v.object({
  message: v.object({
    chat: v.object({ id: v.union([v.number(), v.string()]) }),
    text: v.optional(v.string(), ''),
  }),
});

export const startReply =
  'Welcome. To receive your security codes here, open Secure Auth on the site, enter your login password ' +
  'to get a connection id, then send /connect <connection id>.';
export const connectedReply = 'Telegram is now connected. Your sign-in codes will arrive here.';
export const unknownIdReply = 'This connection id is unknown or has expired. Get a new one on the site.';

/**
 * Constant time whatever the given value: both sides are hashed to the same length first, so neither the
 * comparison nor a length check tells a caller how much of a guess was right.
 */
function secretMatches(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== 'string' || expected === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Whether a webhook call comes from Telegram: only callers with TELEGRAM_WEBHOOK_SECRET (given to
 * Telegram's setWebhook as secret_token) in the secret-token header are heard, so nobody else makes the
 * bot message a chat or links one. The one exception is the offline demo (no bot token, no secret, not
 * production), whose "bot" is the local outbox; with a bot token but no secret every update is refused.
 */
export function isTelegramCaller(context: AppContext, secretHeader: unknown): boolean {
  const { telegramWebhookSecret: secret, telegramBotToken, production } = context.config;
  const open = !secret && !telegramBotToken && !production;
  return open || secretMatches(secretHeader, secret);
}

/**
 * `/connect <gkey>`: links the chat to the account that asked for the id (check-user-password), once. A
 * new chat is a changed second step (ASVS 7.4.3): the code steps waiting on the account end. Its one
 * signed-in session (a sign-in ends the others) is the one that asked for the id, or the owner's later
 * sign-in, so it stays.
 */
async function connect(context: AppContext, chatId: string, gkey: string): Promise<string> {
  const linked = await context.db.transaction(async (tx) => {
    const [link] = await tx
      .delete(telegramLinks)
      .where(and(eq(telegramLinks.gkey, gkey), gt(telegramLinks.expiresAt, context.now())))
      .returning({ userId: telegramLinks.userId });
    if (!link) return null;
    await tx
      .update(users)
      .set({ telegramChatId: chatId, otpStatusTelegram: 1, authMethod: authMethods.telegram })
      .where(eq(users.id, link.userId));
    const waiting = and(eq(sessions.userId, link.userId), eq(sessions.pendingSecondStep, true));
    return { ended: await endSessions(tx, waiting, 'secondStepChanged', context.now()) };
  });
  if (!linked) return unknownIdReply;
  context.notify.endSessions(linked.ended);
  return connectedReply;
}

/**
 * The bot's side of an update: `/start` answers with instructions; `/connect <gkey>` links the chat.
 * Updates we do not act on (edits, stickers, joins) are passed over without a reply.
 */
export async function answerUpdate(context: AppContext, update: unknown): Promise<void> {
  const parsed = v.safeParse(updateSchema, update);
  if (!parsed.success) return;
  const chatId = String(parsed.output.message.chat.id);
  const [command, argument] = parsed.output.message.text.trim().split(/\s+/);
  let reply: string | null = null;
  if (command === '/start') reply = startReply;
  if (command === '/connect') reply = argument ? await connect(context, chatId, argument) : unknownIdReply;
  if (reply) await telegramFor(context).sendMessage(chatId, reply);
}
