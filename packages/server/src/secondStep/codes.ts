import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Refusal } from '@exchange/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { guessSecret } from '../auth/guesses.ts';
import type { AppContext } from '../context.ts';
import { otpCodes, type users } from '../db/schema.ts';
import { Outbox } from './outbox.ts';
import { telegramFor } from './telegram.ts';
import { codeRefusal } from './users.ts';

type User = typeof users.$inferSelect;
export type CodePurpose = (typeof otpCodes.$inferInsert)['purpose'];

export const codeTtlMs = 5 * 60 * 1000;
// Three per code; the account also has at most guessLimits.code wrong codes in all (auth/guesses.ts).
export const maxWrongTries = 3;

/** Salted, so equal codes of different logins do not share a hash. */
function hashCode(code: string, salt: string): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt = ''] = stored.split('$');
  const actual = Buffer.from(hashCode(code, salt));
  const expected = Buffer.from(stored);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A fresh 6-digit code for the user; any earlier open code of the same purpose stops working. */
export async function issueCode(context: AppContext, userId: string, purpose: CodePurpose): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await context.db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: context.now() })
      .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      userId,
      purpose,
      codeHash: hashCode(code, randomBytes(8).toString('hex')),
      expiresAt: new Date(context.now().getTime() + codeTtlMs),
    });
  });
  return code;
}

/**
 * Checks a typed code against the user's open code and uses it up. A wrong code costs one of the code's
 * `maxWrongTries` and one of the account's code guesses (auth/guesses.ts), so asking for new codes does not
 * buy more tries. The data carries the message because verify-otp's client reads `data.message`.
 */
export async function consumeCode(
  context: AppContext,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const [open] = await context.db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!open) throw codeRefusal('code_missing');
  if (open.expiresAt <= context.now()) throw codeRefusal('code_expired');
  if (open.attempts >= maxWrongTries) throw codeRefusal('code_too_many_tries');
  const right = await guessSecret(context, { kind: 'code', userId }, async () =>
    codeMatches(code, open.codeHash),
  );
  if (!right) {
    const attempts = await countWrongTry(context, open.id);
    if (attempts >= maxWrongTries) throw codeRefusal('code_too_many_tries');
    throw codeRefusal('code_wrong');
  }
  const claimed = await context.db
    .update(otpCodes)
    .set({ consumedAt: context.now() })
    .where(and(eq(otpCodes.id, open.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (claimed.length === 0) throw codeRefusal('code_missing');
}

/** Counted in SQL so parallel guesses cannot share one try; answers the code's wrong tries so far. */
async function countWrongTry(context: AppContext, codeId: string): Promise<number> {
  const [counted] = await context.db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(eq(otpCodes.id, codeId))
    .returning({ attempts: otpCodes.attempts });
  return counted?.attempts ?? maxWrongTries;
}

/**
 * Issues a code and sends it to the user's Telegram chat. The demo outbox also takes users without a
 * linked chat (the seeded Playertwo), under a label naming the user; the real bot cannot reach them.
 */
export async function sendTelegramCode(context: AppContext, user: User, purpose: CodePurpose): Promise<void> {
  const telegram = telegramFor(context);
  const chatId = user.telegramChatId ?? (telegram instanceof Outbox ? `unlinked:${user.username}` : null);
  if (!chatId) throw new Refusal('telegram_not_linked');
  const code = await issueCode(context, user.id, purpose);
  const what = purpose === 'login' ? 'sign-in' : 'confirmation';
  await telegram.sendMessage(chatId, `Your ${what} code is ${code}. It expires in 5 minutes.`);
}
