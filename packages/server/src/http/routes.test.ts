import { envelopeSchema, Refusal, refusalMessages } from '@exchange/domain';
import Fastify from 'fastify';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context.ts';
import { ok } from './envelope.ts';
import { answerError } from './errorHandler.ts';
import { registerRoutes, type RouteDefinition } from './routes.ts';

const greetingResponseSchema = envelopeSchema(v.object({ greeting: v.string() }));

const logged: unknown[] = [];
const app = Fastify({
  logger: {
    level: 'error',
    // Collects the log lines instead of printing them, so the test can see the mismatch was logged.
    stream: { write: (line: string) => logged.push(JSON.parse(line)) },
  },
});
app.setErrorHandler(answerError(false));
afterAll(() => app.close());

const routes: RouteDefinition[] = [
  {
    method: 'GET',
    path: 'right',
    access: { kind: 'public' },
    response: greetingResponseSchema,
    handler: async () => ok({ greeting: 'hello' }),
  },
  {
    method: 'GET',
    path: 'wrong',
    access: { kind: 'public' },
    response: greetingResponseSchema,
    // Deliberately breaks the schema: a number where a string is due, as a buggy handler would.
    handler: async () => ok({ greeting: 42 }),
  },
  {
    method: 'GET',
    path: 'refused',
    access: { kind: 'public' },
    response: greetingResponseSchema,
    handler: async () => {
      throw new Refusal('forbidden');
    },
  },
  {
    method: 'GET',
    path: 'unchecked',
    access: { kind: 'public' },
    handler: async () => ok({ anything: true }),
  },
];
// Public routes never reach the context (authenticate returns before using it).
registerRoutes(app, {} as AppContext, '/api', routes);

async function get(path: string) {
  const response = await app.inject({ method: 'GET', url: `/api/${path}` });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe('response schemas', () => {
  it('lets an answer that fits its schema through', async () => {
    expect(await get('right')).toEqual({
      status: 200,
      body: { error: false, message: 'Success', data: { greeting: 'hello' } },
    });
  });

  it('answers 500 with the internal-error message, and logs the issues, when the answer breaks its schema', async () => {
    logged.length = 0;
    expect(await get('wrong')).toEqual({
      status: 500,
      body: { error: true, code: 'internal_error', message: refusalMessages.internalError, data: null },
    });
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'response breaks its schema',
        route: 'GET wrong',
        issues: expect.objectContaining({
          nested: expect.objectContaining({ 'data.greeting': expect.anything() }),
        }),
      }),
    );
  });

  it('leaves refusals to the error handler', async () => {
    expect((await get('refused')).status).toBe(403);
  });

  it('does not check a route without a schema', async () => {
    expect((await get('unchecked')).status).toBe(200);
  });
});
