import { messages, privilegeIds, type Role } from '@exchange/domain';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { accessCaseModules, allAccessCases } from '../testing/allAccessCases.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { beginSecondStep } from '../auth/secondStep.ts';
import { openSession } from '../auth/sessions.ts';
import { createTestApp, type TestUser } from '../testing/app.ts';
import { createLoginAccount } from '../testing/loginAccounts.ts';
import {
  everyRole,
  type AccessCase,
  type AccessCaller,
  type AccessRequest,
  type Relation,
} from '../testing/accessCases.ts';
import { routeRegistry, type RegisteredRoute } from './handlers.ts';

/**
 * Issue 4: every route x every role x (self, own subtree, foreign subtree, ancestor). The route list is the
 * registry the app fills as it is built (the demo app, so the demo-only outbox is in it too); a route
 * without a case, or a case without a route, fails the first test.
 */
const cases = allAccessCases;

const t = await createTestApp({ demo: true });
afterAll(() => t.close());

const keyOf = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const routes = [...routeRegistry].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));

function caseOf(route: RegisteredRoute): AccessCase | undefined {
  return cases[keyOf(route)];
}

let ipCounter = 0;
/** Every call from its own client IP: the login and code routes are rate-limited per IP. */
async function call(route: RegisteredRoute, token: string | undefined, request: AccessRequest = {}) {
  ipCounter += 1;
  const options: InjectOptions = {
    method: route.method as HTTPMethods,
    url: route.url,
    remoteAddress: `10.${Math.floor(ipCounter / 65_000) % 250}.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  };
  if (request.query) options.query = request.query;
  if (request.body !== undefined) options.payload = request.body as NonNullable<InjectOptions['payload']>;
  const response = await t.app.inject(options);
  // A file answer (an export's CSV) has no envelope and so no message; a refusal always does.
  const envelope = String(response.headers['content-type']).includes('json');
  const message = envelope ? (response.json() as { message?: unknown }).message : undefined;
  return { status: response.statusCode, message };
}

interface SignedIn {
  user: TestUser;
  token: string;
  caller: AccessCaller;
}

async function signIn(user: TestUser): Promise<SignedIn> {
  const issued = await openSession(t.context, user, '127.0.0.1');
  return {
    user,
    token: issued.token,
    caller: { userId: user.id, username: user.username, refreshToken: issued.refreshToken },
  };
}

/** For second-step calls without any token. */
const emptyCaller: AccessCaller = { userId: '', username: 'Nobody', refreshToken: '' };

const chainRoles: readonly Role[] = ['admin', 'sadmin', 'smdl', 'mdl', 'dl', 'user'];

/**
 * A fresh chain admin > sadmin > smdl > mdl > dl > user, each holding every privilege and signed in, with a
 * foreign branch (sadmin2 > dl2 > player2) beside it. Fresh per route, so a route's side effects (a new
 * password, a reset transaction password) cannot spoil another route's calls.
 */
async function buildChain(options: { mustChangePassword?: boolean; privileges?: number[] } = {}) {
  const chain = new Map<Role, TestUser>();
  let parent: TestUser | null = null;
  for (const role of chainRoles) {
    parent = await t.createUser({
      role,
      parent,
      privileges: role === 'user' ? [] : (options.privileges ?? [...privilegeIds]),
      mustChangePassword: options.mustChangePassword ?? false,
    });
    chain.set(role, parent);
  }
  const member = (role: Role): TestUser => {
    const user = chain.get(role);
    if (!user) throw new Error(`no ${role} in the chain`);
    return user;
  };
  const sadmin2 = await t.createUser({
    role: 'sadmin',
    parent: member('admin'),
    privileges: [...privilegeIds],
  });
  const dl2 = await t.createUser({ role: 'dl', parent: sadmin2, privileges: [...privilegeIds] });
  await t.createUser({ role: 'user', parent: dl2 });
  return { member, foreign: dl2 };
}

function requestFor(
  accessCase: AccessCase,
  caller: AccessCaller,
  below: TestUser | undefined,
): AccessRequest {
  const { request, target } = accessCase;
  // Naming oneself is the one request every role may make where a route allows it.
  if (target?.allowedRelations.includes('self')) return target.request(caller.username);
  if (typeof request === 'function') return request(caller);
  if (request) return request;
  if (target) return target.request(below?.username ?? caller.username);
  return {};
}

/** Allowed means the access rule let the call through: whatever the handler answered, it was not a refusal. */
function expectAllowed(result: { status: number }, what: string) {
  expect([401, 403], what).not.toContain(result.status);
  expect(result.status, what).toBeLessThan(500);
}

describe('the access matrix', () => {
  it('has a case for every route and a route for every case', () => {
    const registered = routes.map(keyOf);
    expect(new Set(registered).size).toBe(registered.length);
    // No two modules name the same route (one would silently replace the other).
    const total = accessCaseModules.reduce((sum, module) => sum + Object.keys(module).length, 0);
    expect(Object.keys(cases)).toHaveLength(total);
    expect(Object.keys(cases).sort()).toEqual([...registered].sort());
  });

  it('declares public and second-step cases exactly for the public and second-step routes', () => {
    for (const route of routes) {
      const allowed = caseOf(route)?.allowed;
      if (allowed === undefined) continue;
      const kind = typeof allowed === 'string' ? allowed : 'signed-in';
      const expected =
        route.access.kind === 'public' || route.access.kind === 'second-step'
          ? route.access.kind
          : 'signed-in';
      expect(kind, keyOf(route)).toBe(expected);
    }
  });
});

describe.each(routes.map((route) => [keyOf(route), route] as const))('%s', (_key, route) => {
  const accessCase = caseOf(route);
  if (!accessCase) {
    it('has an access case', () => expect.fail(`no access case for ${keyOf(route)}`));
    return;
  }
  const { allowed } = accessCase;

  if (allowed === 'public') {
    it('answers without a token', async () => {
      const { member } = await buildChain();
      const statuses: number[] = [];
      for (const role of chainRoles) {
        const { caller } = await signIn(member(role));
        const result = await call(route, undefined, requestFor(accessCase, caller, undefined));
        expect(result.message, role).not.toBe(messages.noAuthToken);
        expect(result.status, role).toBeLessThan(500);
        statuses.push(result.status);
      }
      // At least one caller's request is a success (login answers players only, login-admin operators).
      // A path naming a stored thing (`welcome-image/:id`) gets the literal ':id', which is not found.
      const found = (status: number) => status < 300 || (route.url.includes('/:') && status === 404);
      expect(statuses.some(found)).toBe(true);
    });
    return;
  }

  if (allowed === 'second-step') {
    it('takes the code-step token of every role and refuses an access token or none', async () => {
      const { member } = await buildChain();
      expect((await call(route, undefined, requestFor(accessCase, emptyCaller, undefined))).status).toBe(401);
      for (const role of chainRoles) {
        const signedIn = await signIn(member(role));
        const request = requestFor(accessCase, signedIn.caller, undefined);
        expect((await call(route, signedIn.token, request)).status, `${role} access token`).toBe(401);
        const pending = await beginSecondStep(t.context, member(role), '127.0.0.1');
        expectAllowed(await call(route, pending.token, request), `${role} code-step token`);
      }
    });
    return;
  }

  it(`lets ${allowed.join(', ')} through and refuses the other roles`, async () => {
    const { member } = await buildChain({
      ...(accessCase.callerState?.mustChangePassword !== undefined && {
        mustChangePassword: accessCase.callerState.mustChangePassword,
      }),
    });
    expect((await call(route, undefined, {})).status, 'no token').toBe(401);
    const pending = await beginSecondStep(t.context, member('admin'), '127.0.0.1');
    expect((await call(route, pending.token, {})).status, 'code-step token').toBe(401);
    for (const role of everyRole) {
      const signedIn = await signIn(member(role));
      const below = role === 'user' ? undefined : member('user');
      const result = await call(route, signedIn.token, requestFor(accessCase, signedIn.caller, below));
      if (allowed.includes(role)) expectAllowed(result, role);
      else expect(result.status, role).toBe(403);
    }
  });

  const { handlerPrivilege } = accessCase;
  if (handlerPrivilege !== undefined) {
    it(`refuses an operator without privilege ${handlerPrivilege}`, async () => {
      const { member } = await buildChain();
      const lacking = await t.createUser({
        role: 'dl',
        parent: member('mdl'),
        privileges: privilegeIds.filter((id) => id !== handlerPrivilege),
      });
      const child = await t.createUser({ role: 'user', parent: lacking });
      // The Super Admin's login account lacking it too: being of role admin grants nothing by itself.
      const login = await createLoginAccount(
        t,
        member('admin'),
        privilegeIds.filter((id) => id !== handlerPrivilege),
      );
      for (const [caller, named] of [
        [lacking, child],
        [login, member('user')],
      ] as const) {
        const signedIn = await signIn(caller);
        const request = accessCase.target
          ? accessCase.target.request(named.username)
          : requestFor(accessCase, signedIn.caller, named);
        expect((await call(route, signedIn.token, request)).status, caller.role).toBe(403);
      }
    });
  }

  const declaredPrivilege = 'privilege' in route.access ? route.access.privilege : undefined;
  if (declaredPrivilege !== undefined) {
    // The Super Admin passes every role rule, so only the privilege can refuse its login account here:
    // holding every id but this one, it must get 403 (issue 14: by privilege, never by role alone).
    it(`refuses a Super Admin login account without privilege ${declaredPrivilege}`, async () => {
      const { member } = await buildChain();
      const login = await createLoginAccount(
        t,
        member('admin'),
        privilegeIds.filter((id) => id !== declaredPrivilege),
      );
      const signedIn = await signIn(login);
      const result = await call(
        route,
        signedIn.token,
        requestFor(accessCase, signedIn.caller, member('user')),
      );
      expect(result.status).toBe(403);
    });
  }

  const { target } = accessCase;
  if (target) {
    /**
     * The mid-tree operator (a Super Master) names itself, its direct child (so routes limited to direct
     * children pass too), an Agent of a foreign branch, and its parent. Outside the subtree is 403 on every
     * route: operators see usernames anyway, so existence is not hidden (404 is only for unknown names).
     */
    it.each(['self', 'own', 'foreign', 'ancestor'] as const)(
      'a Super Master naming %s',
      async (relation: Relation) => {
        const { member, foreign } = await buildChain();
        const named = { self: member('smdl'), own: member('mdl'), foreign, ancestor: member('sadmin') }[
          relation
        ];
        const signedIn = await signIn(member('smdl'));
        const result = await call(route, signedIn.token, target.request(named.username));
        if (target.allowedRelations.includes(relation)) {
          expect([403, 404], relation).not.toContain(result.status);
          expect(result.status).toBeLessThan(500);
        } else {
          expect(result.status, relation).toBe(403);
        }
      },
    );
  }
});
