import { authMethods, parsePayload, type Role, type ServerEventName, minor } from '@exchange/domain';
import type { FastifyInstance, HTTPMethods, InjectOptions, RouteOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { BetEngineOptions } from '../bets/index.ts';
import { openSession } from '../auth/sessions.ts';
import { createTokenService } from '../auth/tokens.ts';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { LiveBoard } from '../exchange/board.ts';
import { accounts, users } from '../db/schema.ts';
import { openTestDatabase } from './database.ts';
import { totpKeyFrom } from '../secondStep/totpSeeds.ts';
import type { CasinoProvider } from '../casinoProviders/providers.ts';

export const testPassword = 'Secret123';
/** The TOTP_KEY of test apps (the seeds' key is derived from it as in production). */
export const testTotpSecret = 'test-totp-key-that-is-long-enough-for-aes';
// Hashing is deliberately slow: hash the shared test password once per process.
const testPasswordHash = await hashPassword(testPassword);

export type TestUser = typeof users.$inferSelect;

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  database: DatabaseHandle;
  /** Every socket push, in order: what `notify.toUser` was asked to send (a declared event, checked). */
  pushes: { userId: string; event: ServerEventName<'users'>; payload: unknown }[];
  /** Every session whose sockets the server was told to disconnect, in order. */
  endedSessions: string[];
  /** Inserts a user (and its money account) below `parent`; password and transaction password are `testPassword`. */
  createUser(options: {
    role: Role;
    parent?: TestUser | null;
    username?: string;
    privileges?: number[];
    partnership?: number;
    mustChangePassword?: boolean;
    otpStatusTelegram?: number;
    userLocked?: boolean;
    betLocked?: boolean;
  }): Promise<TestUser>;
  /** A signed-in session for the user: the bearer token to send. */
  signIn(user: TestUser): Promise<string>;
  /** `app.inject` with the bearer token and a JSON body; returns status and the parsed envelope. */
  call(
    method: HTTPMethods,
    url: string,
    options?: { token?: string; body?: unknown; query?: Record<string, string> },
  ): Promise<{ status: number; body: { error: boolean; message: string; data: unknown } }>;
  close(): Promise<void>;
}

let userCounter = 0;

/** A full app on a fresh database for one test file. */
export async function createTestApp(
  options: {
    now?: () => Date;
    env?: Record<string, string>;
    demo?: boolean;
    /** The bet engine's waits (the in-play delay), so tests need not sleep. */
    bets?: BetEngineOptions;
    /** Receives the app's log lines (set LOG_LEVEL in `env` to have any). */
    logStream?: { write(line: string): void };
    /** Told of every route as the app registers it (the contract test lists them). */
    onRoute?: (route: RouteOptions) => void;
    /** The casino providers instead of the configured ones (none in tests unless given). */
    casinoProviders?: readonly CasinoProvider[];
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  // A shared 2-core machine can keep a call past the production deadline (8 s); a test of the deadline
  // sets its own, every other test must not depend on how fast the machine is.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    REQUEST_DEADLINE_MS: '120000',
    ...options.env,
  });
  const pushes: TestApp['pushes'] = [];
  const endedSessions: string[] = [];
  const context: AppContext = {
    db: database.db,
    tokens: createTokenService('test-secret-that-is-long-enough-for-hs256', config.accessTokenTtlSeconds),
    config,
    notify: {
      toUser: (userId, event, payload) => {
        // Every push of every test is checked against its declaration (contract/sockets.ts).
        const checked = parsePayload('users', event, payload);
        if (!checked.success) throw new Error(`The ${event} push breaks its declared schema`);
        pushes.push({ userId, event, payload });
      },
      // Every push is recorded, so tests see what a connected player would hear.
      listens: () => true,
      endSessions: (sessionIds) => void endedSessions.push(...sessionIds),
    },
    board: new LiveBoard(),
    now: options.now ?? (() => new Date()),
    totpKey: totpKeyFrom(testTotpSecret),
  };
  const app = await buildApp(context, {
    demo: options.demo ?? false,
    ...(options.bets && { bets: options.bets }),
    ...(options.logStream && { logStream: options.logStream }),
    ...(options.onRoute && { onRoute: options.onRoute }),
    casinoProviders: options.casinoProviders ?? [],
  });
  await app.ready();

  return {
    app,
    context,
    database,
    pushes,
    endedSessions,
    async createUser({ role, parent = null, username, ...rest }) {
      userCounter += 1;
      const id = crypto.randomUUID();
      const [user] = await database.db
        .insert(users)
        .values({
          id,
          username: username ?? `User${userCounter}_${role}`,
          fullname: `Test ${role} ${userCounter}`,
          role,
          parentId: parent?.id ?? null,
          path: parent ? `${parent.path}/${id}` : id,
          passwordHash: testPasswordHash,
          transactionPasswordHash: testPasswordHash,
          mustChangePassword: rest.mustChangePassword ?? false,
          privileges: rest.privileges ?? [],
          partnership: rest.partnership ?? 0,
          otpStatusTelegram: rest.otpStatusTelegram ?? 0,
          authMethod: rest.otpStatusTelegram ? authMethods.telegram : authMethods.disabled,
          userLocked: rest.userLocked ?? false,
          betLocked: rest.betLocked ?? false,
          exposureLimit: role === 'user' ? minor(1_000_000) : null,
        })
        .returning();
      if (!user) throw new Error('user was not created');
      await database.db.insert(accounts).values({ userId: id });
      return user;
    },
    async signIn(user) {
      return (await openSession(context, user, '127.0.0.1')).token;
    },
    async call(method, url, { token, body, query } = {}) {
      const request: InjectOptions = {
        method,
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      };
      if (query) request.query = query;
      if (body !== undefined) request.payload = body as NonNullable<InjectOptions['payload']>;
      const response = await app.inject(request);
      return { status: response.statusCode, body: response.json() };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
