import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseRefusal } from '../testing/ledgerGuards.ts';
import { createTestApp } from '../testing/app.ts';
import { activityLogs, auditLog } from './schema.ts';

/** ASVS 16.4.2: the two log tables are append-only in the database (migration 0019), whoever writes. */

const t = await createTestApp();
afterAll(() => t.close());
const appendOnly = '23001'; // restrict_violation

describe('the database guards the logs', () => {
  it('appends to audit_log and activity_logs, and refuses any UPDATE, DELETE or TRUNCATE of them', async () => {
    const { db } = t.database;
    const operator = await t.createUser({ role: 'dl' });
    const player = await t.createUser({ role: 'user', parent: operator });
    await db.insert(activityLogs).values({ userId: player.id, type: 'login', ip: '10.0.0.1' });
    await db.insert(auditLog).values({
      actorId: operator.id,
      actingForId: operator.id,
      action: 'unlockAccount',
      targetUserId: player.id,
    });

    const refused = [
      db.update(activityLogs).set({ ip: '10.9.9.9' }).where(eq(activityLogs.userId, player.id)),
      db.delete(activityLogs).where(eq(activityLogs.userId, player.id)),
      db.execute(sql`truncate activity_logs`),
      db
        .update(auditLog)
        .set({ detail: { forged: true } })
        .where(eq(auditLog.targetUserId, player.id)),
      db.delete(auditLog).where(eq(auditLog.targetUserId, player.id)),
      db.execute(sql`truncate audit_log`),
    ];
    for (const attempt of refused) {
      expect(await databaseRefusal(attempt)).toMatchObject({
        code: appendOnly,
        message: expect.stringMatching(
          /^The log is append-only: (UPDATE|DELETE|TRUNCATE) on (audit_log|activity_logs) refused$/,
        ),
      });
    }
    const [logins] = await db
      .select({ n: count() })
      .from(activityLogs)
      .where(eq(activityLogs.userId, player.id));
    const [acts] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.targetUserId, player.id));
    expect([logins?.n, acts?.n]).toEqual([1, 1]);
  });
});
