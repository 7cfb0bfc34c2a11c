import { passwordSchema, usernameSchema } from '@exchange/domain';
import { count, eq } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { requireNewPassword } from './auth/newPasswords.ts';
import { hashPassword } from './auth/passwords.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { accounts, users } from './db/schema.ts';

/**
 * `npm run create-admin -- --username Owner --password Kestrel2719 [--fullname "Site Owner"]`: the first
 * Super Admin of a database without demo data. Refuses when an admin exists already.
 */
async function main() {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, password: { type: 'string' }, fullname: { type: 'string' } },
  });
  const username = v.safeParse(usernameSchema, values.username ?? '');
  const password = v.safeParse(passwordSchema, values.password ?? '');
  if (!username.success || !password.success) {
    const issues = [...(username.issues ?? []), ...(password.issues ?? [])].map((issue) => issue.message);
    throw new Error(
      `Usage: npm run create-admin -- --username Owner --password Kestrel2719\n- ${issues.join('\n- ')}`,
    );
  }
  const fullname = values.fullname ?? username.output;
  requireNewPassword('password', password.output, { username: username.output, fullname });
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const [admins] = await database.db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
    if ((admins?.n ?? 0) > 0)
      throw new Error('An admin exists already; create further users from the panel.');
    const id = crypto.randomUUID();
    const hash = await hashPassword(password.output);
    await database.db.insert(users).values({
      id,
      username: username.output,
      fullname,
      role: 'admin',
      path: id,
      passwordHash: hash,
      transactionPasswordHash: hash,
      // The first sign-in asks for a new password and a transaction password of the admin's own.
      mustChangePassword: true,
      partnership: 100,
    });
    await database.db.insert(accounts).values({ userId: id });
    console.log(`Created the Super Admin ${username.output}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
