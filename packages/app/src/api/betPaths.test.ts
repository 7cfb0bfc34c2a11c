import { describe, expect, it } from 'vitest';
import { deleteDownlineBet } from '../admin/api.ts';
import { apiConfig } from '../config.ts';
import { createApi } from './api.ts';
import { cancelBet } from './betting.ts';

/**
 * ASVS 1.2.2: a value put into a URL path is encoded, so it stays one path segment. A bet id holding `/`,
 * `?`, `#` or `%` cannot reach another route, start a query string or cut the URL short.
 */

const config = apiConfig({}, 'http://exchange.test');

/** The app's API over a fetch that records each request and answers that the bet is gone. */
function recordingApi() {
  const sent: Request[] = [];
  const api = createApi(config, {
    accessToken: async () => 'access',
    onErrorResponse: () => undefined,
    onBetLoading: () => undefined,
    fetch: async (input, init) => {
      sent.push(new Request(input, init));
      return new Response(JSON.stringify({ error: false, message: 'Bet deleted', data: null }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { api, sent };
}

const hostileId = '../logout?all=1#x%2F/y';
const encodedPath = '/api/delete-current-bet/..%2Flogout%3Fall%3D1%23x%252F%2Fy';

describe('deleting a bet whose id holds / and ?', () => {
  it("sends the player's cancel to the bet's own path, the id one encoded segment", async () => {
    const { api, sent } = recordingApi();
    await expect(cancelBet(api, hostileId)).resolves.toBe('Bet deleted');
    const [request] = sent;
    expect(request?.method).toBe('DELETE');
    const url = new URL(request?.url ?? '');
    expect(url.pathname).toBe(encodedPath);
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
    expect(decodeURIComponent(url.pathname.split('/').at(-1) ?? '')).toBe(hostileId);
  });

  it("sends an operator's delete to the same path, with its transaction password in the body only", async () => {
    const { api, sent } = recordingApi();
    await deleteDownlineBet(api, hostileId, 'Secret123');
    const [request] = sent;
    expect(request?.method).toBe('DELETE');
    const url = new URL(request?.url ?? '');
    expect(url.pathname).toBe(encodedPath);
    expect(url.search).toBe('');
    expect(await request?.json()).toEqual({ transactionPassword: 'Secret123' });
  });
});
