import { privilegeIds, Refusal, type Role } from '@exchange/domain';
import type { Caller } from '../caller.ts';
import type { TestUser } from './app.ts';

/** Issue 38's late-work tests: a caller holding every privilege, in a session of its own. */
export const callerWithEveryPrivilege = (user: TestUser): Caller => ({
  userId: user.id,
  sessionId: crypto.randomUUID(),
  role: user.role as Role,
  privileges: privilegeIds,
  actingUserId: user.id,
});

/** A client that is there for the first `checks` questions and gone from then on. */
export function goneAfter(checks: number): () => boolean {
  let asked = 0;
  return () => {
    asked += 1;
    return asked > checks;
  };
}

/** 'done', or the refusal's code: what a late call came to. */
export async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'done';
  } catch (error) {
    if (error instanceof Refusal) return error.code;
    throw error;
  }
}
