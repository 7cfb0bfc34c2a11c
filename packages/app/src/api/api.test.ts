import {
  balanceResponseSchema,
  emptyResponseSchema,
  messages,
  refusalMessages,
  verifyOtpResponseSchema,
} from '@exchange/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { apiConfig } from '../config.ts';
import { ApiError, createApi, transportMessages, type ApiHooks } from './api.ts';
import type { ApiName } from './errorPolicy.ts';

const config = apiConfig({}, 'http://exchange.test');

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The app's API over a fetch that answers as `respond` says, recording what was sent and reported. */
function setUp(respond: (request: Request) => Response | Promise<Response>, token: string | null = 'access') {
  const sent: Request[] = [];
  const errors: { api: ApiName; status: number; body: unknown }[] = [];
  const loading: boolean[] = [];
  const hooks: ApiHooks = {
    accessToken: async () => token,
    onErrorResponse: (api, status, body) => errors.push({ api, status, body }),
    onBetLoading: (flag) => loading.push(flag),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      sent.push(request);
      return respond(request);
    },
  };
  return { api: createApi(config, hooks), sent, errors, loading };
}

const balance = { error: false, message: '', data: { balance: 1250.5, exposer: 100 } };

describe('createApi', () => {
  it('sends the bearer token to each API at its own base and returns the parsed answer', async () => {
    const { api, sent } = setUp(() => json(200, balance));
    await expect(api.main('get-user-balance', balanceResponseSchema)).resolves.toEqual(balance);
    await api.data('score?MatchID=1', emptyResponseSchema).catch(() => undefined);
    await api.bet('bets?matchId=1', emptyResponseSchema).catch(() => undefined);
    expect(sent.map((request) => request.url)).toEqual([
      'http://exchange.test/api/get-user-balance',
      'http://exchange.test/data/score?MatchID=1',
      'http://exchange.test/bet/bets?matchId=1',
    ]);
    expect(sent.every((request) => request.headers.get('Authorization') === 'Bearer access')).toBe(true);
  });

  it("hands on a file answer's bytes (a payment receipt) for its schema to check", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const { api, sent } = setUp(() => new Response(png, { headers: { 'content-type': 'image/png' } }));
    await expect(api.main('payment-file/f1', v.instance(Uint8Array))).resolves.toEqual(png);
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access');
  });

  it('keeps a token the call set itself (the code step sends its temporary one)', async () => {
    const { api, sent } = setUp(() => json(200, { error: false, message: '', data: null }));
    await api.main('resend-telegram-otp', emptyResponseSchema, {
      method: 'post',
      json: { token: 'temporary' },
      headers: { Authorization: 'Bearer temporary' },
    });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer temporary');
  });

  it('sends no Authorization header when signed out', async () => {
    const { api, sent } = setUp(() => json(200, { error: false, message: '', data: null }), null);
    await api.main('logout', emptyResponseSchema, { method: 'post' });
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  it("fails with the server's message and code and reports the error response", async () => {
    const refusal = {
      error: true,
      code: 'invalid_credentials',
      message: 'Wrong username or password',
      data: null,
    };
    const { api, errors } = setUp(() => json(401, refusal));
    const failure = api.main('login', emptyResponseSchema, { method: 'post', json: {} });
    await expect(failure).rejects.toEqual(
      new ApiError('Wrong username or password', 401, null, 'invalid_credentials'),
    );
    await expect(failure).rejects.toMatchObject({ code: 'invalid_credentials', status: 401 });
    expect(errors).toEqual([{ api: 'main', status: 401, body: refusal }]);
  });

  it('has no code for an error answer without an envelope (a proxy page)', async () => {
    const { api } = setUp(() => Promise.resolve(new Response('Bad gateway', { status: 502 })));
    await expect(api.main('user-info', emptyResponseSchema)).rejects.toMatchObject({
      code: null,
      status: 502,
    });
  });

  it('refuses an answer that breaks its schema rather than handing it on', async () => {
    const { api } = setUp(() => json(200, { error: false, message: '', data: { balance: 'lots' } }));
    const failure = api.main('get-user-balance', balanceResponseSchema);
    await expect(failure).rejects.toThrow(transportMessages.unreadable);
    await expect(failure).rejects.toMatchObject({ code: 'unreadable' });
  });

  it('fails with data.message when a 200 answer carries the error flag (spec 8, verify)', async () => {
    const body = {
      error: true,
      code: 'code_expired',
      message: 'Verification failed',
      data: { message: 'Code expired' },
    };
    const { api } = setUp(() => json(200, body));
    const failure = api.main('verify-otp', verifyOtpResponseSchema);
    await expect(failure).rejects.toThrow('Code expired');
    await expect(failure).rejects.toMatchObject({ code: 'code_expired' });
  });

  it('says the server cannot be reached when the network fails', async () => {
    const { api } = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = api.main('user-info', emptyResponseSchema);
    await expect(failure).rejects.toThrow(transportMessages.offline);
    await expect(failure).rejects.toMatchObject({ code: 'offline', status: 0 });
  });

  describe('a call the server shed under load (503 server_busy)', () => {
    const busy = { error: true, code: 'server_busy', message: refusalMessages.serverBusy, data: null };
    /** Retry-After 0: the tests need not wait the server's usual two seconds. */
    const shed = () =>
      new Response(JSON.stringify(busy), {
        status: 503,
        headers: { 'content-type': 'application/json', 'Retry-After': '0' },
      });

    it('is sent again, a bet too (the server did none of it), and answers as the later try did', async () => {
      let tries = 0;
      const { api, sent, errors } = setUp(() => (++tries < 3 ? shed() : json(200, balance)));
      await expect(
        api.bet('placebet', balanceResponseSchema, { method: 'post', json: { stake: 100 } }),
      ).resolves.toEqual(balance);
      expect(sent.map((request) => request.method)).toEqual(['POST', 'POST', 'POST']);
      expect(await Promise.all(sent.map((request) => request.json()))).toEqual([
        { stake: 100 },
        { stake: 100 },
        { stake: 100 },
      ]);
      // No toast about a refusal the user never sees.
      expect(errors).toEqual([]);
    });

    it('fails with server_busy after three more tries', async () => {
      const { api, sent } = setUp(shed);
      await expect(api.main('get-user-balance', balanceResponseSchema)).rejects.toMatchObject({
        code: 'server_busy',
        status: 503,
        message: refusalMessages.serverBusy,
      });
      expect(sent).toHaveLength(4);
    });

    it('leaves any other failure alone: a 503 without the envelope, a 500, a refusal', async () => {
      for (const answer of [
        () => new Response('Service Unavailable', { status: 503, headers: { 'Retry-After': '0' } }),
        () => json(500, { error: true, code: 'internal_error', message: 'Oops', data: null }),
        () => json(429, { error: true, code: 'too_many_requests', message: 'Slow down', data: null }),
      ]) {
        const { api, sent } = setUp(answer);
        await expect(api.main('login', emptyResponseSchema, { method: 'post', json: {} })).rejects.toThrow();
        expect(sent).toHaveLength(1);
      }
    });
  });

  it('raises the bet loading flag around a bet call and lowers it on success and failure', async () => {
    let answer = json(200, { error: false, message: '', data: null });
    const { api, loading } = setUp(() => answer);
    await api.bet('placebet', emptyResponseSchema, { method: 'post', json: {} });
    answer = json(400, { error: true, code: 'no_auth_token', message: messages.noAuthToken, data: null });
    await api.bet('placebet', emptyResponseSchema, { method: 'post', json: {} }).catch(() => undefined);
    expect(loading).toEqual([true, false, true, false]);
  });
});
