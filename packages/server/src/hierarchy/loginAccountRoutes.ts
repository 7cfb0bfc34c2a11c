import {
  loginAccountListResponseSchema,
  messages,
  passwordSchema,
  privilege,
  privilegeIds,
  registerResponseSchema,
  requiredText,
  ruleMessages,
  secretTextSchema,
  transactionPasswordSchema,
  usernameSchema,
  Refusal,
} from '@exchange/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { hashPassword } from '../auth/passwords.ts';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { callerOf } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';
import { isUniqueViolation, requireGrantable } from './common.ts';
import { loadActingUser } from './subtree.ts';

/** createaccount, Multi Login Account: an extra login for the operator, with spec-5 rules for its fields. */
const loginAccountRequestSchema = v.pipe(
  v.object({
    username: usernameSchema,
    fullname: requiredText(ruleMessages.fullNameRequired),
    password: passwordSchema,
    passwordConfirmation: v.optional(
      v.pipe(secretTextSchema, v.nonEmpty(ruleMessages.passwordConfirmationRequired)),
      '',
    ),
    transactionPassword: transactionPasswordSchema,
    privileges: v.optional(v.array(v.picklist(privilegeIds)), []),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirmation']],
      (input) => input.password === input.passwordConfirmation,
      messages.passwordsMustMatch,
    ),
    ['passwordConfirmation'],
  ),
);

/** Multi Login Account: the operator's extra logins, created and listed. */
export function loginAccountRoutes(context: AppContext): RouteDefinition[] {
  const { db } = context;
  return [
    {
      method: 'POST',
      path: 'create-login-account',
      response: registerResponseSchema,
      access: { kind: 'operator', privilege: privilege.loginUserCreation },
      // Multi Login Account: a login of the operator (same role, owner_id = the operator, stored below it so
      // the operator's locks cover it) whose calls act for the operator with a chosen subset of privileges.
      handler: async (request) => {
        const caller = callerOf(request);
        // A login may not mint further logins: only the operator itself chooses who acts for it.
        if (caller.userId !== caller.actingUserId) throw new Refusal('forbidden');
        const input = parse(loginAccountRequestSchema, request.body);
        requireGrantable(caller, input.privileges);
        const acting = await loadActingUser(db, caller);
        const [existing] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()))
          .limit(1);
        if (existing) throw new Refusal('username_taken');
        const [passwordHash, transactionPasswordHash] = await Promise.all([
          hashPassword(input.password),
          hashPassword(input.transactionPassword),
        ]);
        const id = crypto.randomUUID();
        try {
          await db.insert(users).values({
            id,
            username: input.username,
            fullname: input.fullname,
            role: acting.role,
            parentId: acting.id,
            path: `${acting.path}/${id}`,
            ownerId: acting.id,
            passwordHash,
            transactionPasswordHash,
            mustChangePassword: true,
            partnership: acting.partnership,
            privileges: [...input.privileges],
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new Refusal('username_taken');
          throw error;
        }
        return ok({ _id: id, username: input.username }, messages.userCreated);
      },
    },
    {
      method: 'GET',
      path: 'get-login-account-list',
      response: loginAccountListResponseSchema,
      access: { kind: 'operator', privilege: privilege.loginUserCreation },
      handler: async (request) => {
        const caller = callerOf(request);
        const rows = await db
          .select()
          .from(users)
          .where(and(isNotNull(users.ownerId), eq(users.ownerId, caller.actingUserId)))
          .orderBy(asc(sql`lower(${users.username})`));
        return ok(
          rows.map((row) => ({
            _id: row.id,
            username: row.username,
            fullname: row.fullname,
            privileges: row.privileges,
            userLock: row.userLocked,
            createdAt: row.createdAt.toISOString(),
          })),
        );
      },
    },
  ];
}
