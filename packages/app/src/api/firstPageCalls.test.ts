import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../config.ts';
import { tokenRefresher } from './firstPageCalls.ts';

const config = apiConfig({}, 'http://exchange.test');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tokenRefresher', () => {
  it('trades the refresh token for a new pair without asking for the token it is fetching', async () => {
    const sent: Request[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init));
      const answer = { error: false, message: '', data: { token: 'access-2', refreshToken: 'refresh-2' } };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    });
    await expect(tokenRefresher(config)('refresh-1')).resolves.toEqual({
      token: 'access-2',
      refreshToken: 'refresh-2',
    });
    const [request] = sent;
    expect([request?.method, request?.url, request?.headers.get('Authorization')]).toEqual([
      'POST',
      'http://exchange.test/api/refresh-token',
      null,
    ]);
    expect(await request?.json()).toEqual({ token: 'refresh-1' });
  });
});
