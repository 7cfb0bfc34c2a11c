import { apiPrefixes, contract, endpoint, envelopeSchema, type Endpoint } from '@exchange/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { apiConfig } from '../config.ts';
import { createApi } from './api.ts';
import { callEndpoint, contractClient } from './contractClient.ts';

const config = apiConfig({}, 'http://exchange.test');

/** The app's API over a fetch that records each request and answers with `answer`. */
function recordingApi(answer: unknown = { error: false, message: 'Success', data: null }) {
  const sent: Request[] = [];
  const api = createApi(config, {
    accessToken: async () => 'access',
    onErrorResponse: () => undefined,
    onBetLoading: () => undefined,
    fetch: async (input, init) => {
      sent.push(new Request(input, init));
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { api, sent };
}

const cancel = endpoint({
  api: 'bet',
  method: 'DELETE',
  path: 'bets/:betId',
  summary: 'Test endpoint',
  access: { kind: 'player' },
  params: v.object({ betId: v.string() }),
  query: v.object({ page: v.optional(v.string()), size: v.optional(v.string()) }),
  body: v.object({ reason: v.string() }),
  response: envelopeSchema(v.object({ cancelled: v.boolean() })),
  refusals: [],
});

describe('the typed contract client', () => {
  it('has a call for every endpoint of the contract', () => {
    const client = contractClient(recordingApi().api);
    expect(Object.keys(client).sort()).toEqual(Object.keys(contract).sort());
    expect(Object.values(client).every((call) => typeof call === 'function')).toBe(true);
  });

  it("sends each call to its API's base with its method and path", async () => {
    const { api, sent } = recordingApi({ error: false, message: 'Success', data: null });
    const client = contractClient(api);
    await client.logout();
    const [request] = sent;
    const endpointOf = contract.logout as Endpoint;
    expect(request?.method).toBe(endpointOf.method);
    expect(new URL(request?.url ?? '').pathname).toBe(`${apiPrefixes.main}/${endpointOf.path}`);
  });

  it('fills path parameters, leaves out empty query values, sends the body as JSON and checks the answer', async () => {
    const { api, sent } = recordingApi({ error: false, message: 'Done', data: { cancelled: true } });
    const answer = await callEndpoint(api, cancel, {
      params: { betId: 'a/b 1' },
      query: { page: '2', size: '' },
      body: { reason: 'mistake' },
    });
    expect(answer).toEqual({ error: false, message: 'Done', data: { cancelled: true } });
    const [request] = sent;
    expect(request?.method).toBe('DELETE');
    const url = new URL(request?.url ?? '');
    expect(url.pathname).toBe(`${apiPrefixes.bet}/bets/a%2Fb%201`);
    expect(url.search).toBe('?page=2');
    expect(await request?.json()).toEqual({ reason: 'mistake' });
  });
});
