import { endpoint, envelopeSchema, Refusal, refusalCatalog } from '@exchange/domain';
import Fastify from 'fastify';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context.ts';
import { ok } from './envelope.ts';
import { answerError } from './errorHandler.ts';
import { handler, registerHandlers } from './handlers.ts';

const greetingResponseSchema = envelopeSchema(v.object({ greeting: v.string() }));

const greet = endpoint({
  api: 'main',
  method: 'POST',
  path: 'greet/:name',
  summary: 'Greets',
  access: { kind: 'public' },
  params: v.object({ name: v.pipe(v.string(), v.maxLength(10)) }),
  query: v.object({ loud: v.optional(v.picklist(['yes', 'no']), 'no') }),
  body: v.object({ greeting: v.string() }),
  response: greetingResponseSchema,
  refusals: ['user_not_found'],
});
const broken = endpoint({
  api: 'data',
  method: 'GET',
  path: 'broken',
  summary: 'Answers what its schema refuses',
  access: { kind: 'public' },
  response: greetingResponseSchema,
  refusals: [],
});

const logged: { msg?: string; code?: string }[] = [];
const app = Fastify({
  logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
});
app.setErrorHandler(answerError(true));
// Public routes never reach the context (authenticate returns before using it); only the APIs served are read.
const servingAll = { config: { apis: ['main', 'data', 'bet'] } } as unknown as AppContext;
registerHandlers(app, servingAll, [
  handler(greet, async ({ params, query, body }) => {
    if (params.name === 'nobody') throw new Refusal('user_not_found');
    if (params.name === 'market') throw new Refusal('market_closed');
    const greeting = `${body.greeting} ${params.name}`;
    return ok({ greeting: query.loud === 'yes' ? greeting.toUpperCase() : greeting });
  }),
  // @ts-expect-error: a number where the schema wants a string, as a buggy handler would answer.
  handler(broken, async () => ok({ greeting: 42 })),
]);
afterAll(() => app.close());

async function call(method: 'GET' | 'POST', url: string, payload?: Record<string, string>) {
  const response = await app.inject(payload ? { method, url, payload } : { method, url });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe('handlers registered from the contract', () => {
  it('serve the endpoint at its API prefix with path, query and body parsed by its schemas', async () => {
    expect(await call('POST', '/api/greet/Ravi?loud=yes', { greeting: 'Hello' })).toEqual({
      status: 200,
      body: { error: false, message: 'Success', data: { greeting: 'HELLO RAVI' } },
    });
    expect((await call('GET', '/data/broken')).status).toBe(500);
  });

  it('refuse input the schemas refuse with 400 and the invalid_input code', async () => {
    const tooLong = await call('POST', '/api/greet/Abcdefghijklmnop', { greeting: 'Hi' });
    expect(tooLong).toMatchObject({ status: 400, body: { error: true, code: 'invalid_input' } });
    const badQuery = await call('POST', '/api/greet/Ravi?loud=very', { greeting: 'Hi' });
    expect(badQuery).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
    const noBody = await call('POST', '/api/greet/Ravi', {});
    expect(noBody).toMatchObject({
      status: 400,
      body: { code: 'invalid_input', message: 'greeting is required' },
    });
  });

  it('answer a declared refusal with its code, its message and the status the edge maps it to', async () => {
    expect(await call('POST', '/api/greet/nobody', { greeting: 'Hi' })).toEqual({
      status: 404,
      body: { error: true, code: 'user_not_found', message: refusalCatalog.user_not_found, data: null },
    });
  });

  it('turn a refusal the contract does not list into a logged 500 while testing, so the contract stays complete', async () => {
    logged.length = 0;
    const answer = await call('POST', '/api/greet/market', { greeting: 'Hi' });
    expect(answer).toMatchObject({ status: 500, body: { code: 'internal_error' } });
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'refusal not in the contract', code: 'market_closed' }),
    );
  });

  it('answer 500 with the internal-error code, and log it, when an answer breaks its schema', async () => {
    logged.length = 0;
    expect(await call('GET', '/data/broken')).toEqual({
      status: 500,
      body: { error: true, code: 'internal_error', message: refusalCatalog.internal_error, data: null },
    });
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'response breaks its schema' }));
  });
});
