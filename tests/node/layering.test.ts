import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * ADR 0041: the layering of ADR 0004 is kept by the linter. Made-up files are linted with the repo's own
 * config at paths of the layer they pretend to be, so a rule that stops matching fails here. ESLint runs
 * in a process of its own: in the node suite's shared worker (isolate: false) a run once linted with
 * whatever state earlier files left, and every case came back empty.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

const lintInChild = `
import { ESLint } from 'eslint';
const { cwd, filePath, code } = JSON.parse(process.argv[1]);
const [result] = await new ESLint({ cwd }).lintText(code, { filePath });
process.stdout.write(JSON.stringify(result?.messages ?? []));
`;

interface LintMessage {
  readonly ruleId: string | null;
  readonly message: string;
}

function lint(filePath: string, code: string): LintMessage[] {
  const output = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      lintInChild,
      JSON.stringify({ cwd: root, filePath: `${root}${filePath}`, code }),
    ],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(output) as LintMessage[];
}

/** The layering rules' messages for `code` as the file at `filePath` (relative to the repo). */
async function layeringMessages(filePath: string, code: string): Promise<string[]> {
  return lint(filePath, code)
    .filter((message) =>
      [
        '@typescript-eslint/no-restricted-imports',
        'no-restricted-syntax',
        'no-restricted-globals',
        'no-restricted-properties',
      ].includes(message.ruleId ?? ''),
    )
    .map((message) => message.message);
}

async function allMessages(filePath: string, code: string): Promise<string[]> {
  return lint(filePath, code).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the server’s floors', () => {
  it('fails a handler that queries the database', async () => {
    const messages = await layeringMessages(
      'packages/server/src/madeUp/handlers.ts',
      `import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import type { AppContext } from '../context.ts';
export const userById = (context: AppContext, id: string) =>
  context.db.select().from(users).where(eq(users.id, id));
`,
    );
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(message).toContain('A handler reads no database');
  });

  it('fails a service that imports Fastify or anything of http/', async () => {
    const messages = await layeringMessages(
      'packages/server/src/madeUp/service.ts',
      `import type { FastifyReply } from 'fastify';
import { callerOf } from '../http/access.ts';
export const send = (reply: FastifyReply) => reply.send(callerOf);
`,
    );
    expect(messages).toEqual([
      expect.stringContaining('A service knows no Fastify'),
      expect.stringContaining('A service knows no HTTP'),
    ]);
  });

  it('fails shipped code that imports a test helper or a test', async () => {
    const messages = await layeringMessages(
      'packages/server/src/madeUp/service.ts',
      `import { testApp } from '../testing/app.ts';
import { cases } from './service.test.ts';
export const both = [testApp, cases];
`,
    );
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(message).toContain('Shipped code imports no test helper');
  });

  it('passes a handler that calls a service and a service that takes plain values', async () => {
    const handler = await allMessages(
      'packages/server/src/madeUp/handlers.ts',
      `import { contract } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { userInfo } from './service.ts';
export const madeUpHandlers = (context: AppContext) => [
  handler(contract.userInfo, async ({ request }) => ok(await userInfo(context, callerOf(request)))),
];
`,
    );
    const service = await allMessages(
      'packages/server/src/madeUp/service.ts',
      `import { eq } from 'drizzle-orm';
import type { Caller } from '../caller.ts';
import { refuseIfClientGone, type ClientGone } from '../clientGone.ts';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
export async function userInfo(context: AppContext, caller: Caller, gone: ClientGone) {
  refuseIfClientGone(gone);
  return context.db.select().from(users).where(eq(users.id, caller.userId));
}
`,
    );
    expect([...handler, ...service]).toEqual([]);
  });
});

describe('the app’s calls', () => {
  it('fails a raw API call or a request made outside api/', async () => {
    const messages = await layeringMessages(
      'packages/app/src/routes/madeUp.ts',
      `import ky from 'ky';
import * as v from 'valibot';
import type { Services } from '../services.ts';
export const raw = (services: Services) => services.api.main('user-info', v.unknown());
export const bare = () => fetch('/api/user-info');
export const direct = () => ky.get('api/user-info');
`,
    );
    expect(messages).toEqual([
      expect.stringContaining('Requests are made inside api/ only'),
      expect.stringContaining('Call the API through callEndpoint'),
      expect.stringContaining('Requests are made inside api/ only'),
    ]);
  });

  it('passes a typed call through the contract client', async () => {
    const messages = await allMessages(
      'packages/app/src/routes/madeUp.ts',
      `import { contract } from '@exchange/domain';
import { callEndpoint } from '../api/contractClient.ts';
import type { Services } from '../services.ts';
export const info = async (services: Services) => (await callEndpoint(services.api, contract.userInfo)).data;
`,
    );
    expect(messages).toEqual([]);
  });
});

describe('the server’s test helpers', () => {
  // The access-matrix fixtures import testing/accessCases.ts, so the lint rule above keeps them in testing/.
  it('live under testing/, not beside the modules they test', () => {
    const server = `${root}packages/server/src`;
    const helpers = readdirSync(server, { recursive: true, encoding: 'utf8' })
      .filter((file) => !file.startsWith('testing/') && !file.endsWith('.test.ts'))
      .filter((file) => /(^|\/)(test[A-Z]\w*|testing)\.ts$/.test(file));
    expect(helpers).toEqual([]);
  });
});
