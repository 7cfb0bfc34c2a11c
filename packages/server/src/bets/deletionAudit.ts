import type { BetRecordWire } from '@exchange/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog, users } from '../db/schema.ts';

/**
 * The audit log's word on deleted matched bets, added to report rows: who deleted each (the signed-in
 * account, a login account included) and when. Read from the append-only audit log rather than the bet
 * row, so what the report shows is what was recorded at the deletion.
 */
export async function withDeletionAudit(
  db: Database,
  docs: readonly BetRecordWire[],
): Promise<BetRecordWire[]> {
  const deletedIds = docs.filter((doc) => doc.bet_status === 'deleted').map((doc) => doc._id);
  if (deletedIds.length === 0) return [...docs];
  const betId = sql<string>`${auditLog.detail}->>'betId'`;
  const entries = await db
    .select({ betId, deletedBy: users.username, deletedAt: auditLog.createdAt })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.action, 'deleteMatchedBet'), inArray(betId, deletedIds)))
    .orderBy(desc(auditLog.createdAt));
  const byBet = new Map(entries.map((entry) => [entry.betId, entry]));
  return docs.map((doc) => {
    const entry = byBet.get(doc._id);
    return entry ? { ...doc, deletedBy: entry.deletedBy, deletedAt: entry.deletedAt.toISOString() } : doc;
  });
}
