import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { ledgerTransactions } from '../db/schema.ts';

/**
 * A spec-literal client sends update-user-wallet without an idempotency key (the spec has none), so a
 * resend after its time-out moved the money twice (issue 38). Such a call gets a key implied by what it
 * is: the session, the move's fields and the minute. A resend of the same move from the same session
 * within a minute is the same move and is answered as the first; a deliberate second identical move in
 * that minute needs a key of its own (the app always sends one). docs/adr/0031-no-late-work.md.
 */
export const impliedKeyWindowMs = 60_000;

export interface WalletMoveFields {
  username: string;
  type: string;
  amount: number;
  remark: string;
}

function keyAt(sessionId: string, move: WalletMoveFields, window: number): string {
  const fields = [sessionId, move.username.trim().toLowerCase(), move.type, move.amount, move.remark.trim()];
  const digest = createHash('sha256').update(fields.join('\0')).digest('base64url');
  return `implied:${digest}:${window}`;
}

/**
 * The implied key of a move made now: this minute's, unless the same move was posted under the previous
 * minute's key less than a minute ago (a resend across the minute's turn is still a resend).
 */
export async function impliedKey(
  db: Database,
  scope: (key: string) => string,
  sessionId: string,
  move: WalletMoveFields,
  now: Date,
): Promise<string> {
  const window = Math.floor(now.getTime() / impliedKeyWindowMs);
  const previous = keyAt(sessionId, move, window - 1);
  const [recent] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.idempotencyKey, scope(previous)),
        gt(ledgerTransactions.createdAt, new Date(now.getTime() - impliedKeyWindowMs)),
      ),
    )
    .limit(1);
  return recent ? previous : keyAt(sessionId, move, window);
}
