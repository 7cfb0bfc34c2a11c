import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  isSignedCall,
  signatureHeadersOf,
  signedHeaders,
  type ProviderGame,
} from '@exchange/wallet-protocol';
import type { CasinoProvider } from '../casinoProviders/providers.ts';
import type { TestApp } from './app.ts';

export const testSecret = 'a-test-provider-secret-of-at-least-32-characters';

export const testGames: ProviderGame[] = [
  {
    gameCode: 'lucky-reels',
    name: 'Lucky Reels',
    category: 'Slots',
    image: '/art/lucky-reels.png',
    type: 'slot',
  },
  {
    gameCode: 'ruby-roulette',
    name: 'Ruby Roulette',
    category: 'Table Games',
    image: 'https://cdn.example/r.png',
    type: 'table',
  },
];

/**
 * A tiny real provider for tests: an HTTP server that answers the games list of the protocol, and only
 * to a signed request (so the adapter's signing is tested as a provider would check it).
 */
export async function startTestProvider(games: ProviderGame[] = testGames): Promise<{
  provider: CasinoProvider;
  requests: string[];
  close(): Promise<void>;
}> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const signed = isSignedCall(testSecret, signatureHeadersOf(request.headers), '', Date.now());
    if (request.method !== 'GET' || request.url !== '/games') {
      response.writeHead(404).end();
    } else if (!signed) {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"status":"INVALID_SIGNATURE"}');
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ games }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    provider: {
      key: 'slot',
      name: 'Slot',
      baseUrl: `http://127.0.0.1:${port}`,
      secret: testSecret,
      enabled: true,
      currency: 'INR',
    },
    requests,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** A provider's signed wallet call, as the provider would send it. */
export async function walletCall(
  t: TestApp,
  provider: CasinoProvider,
  action: string,
  body: unknown,
  options: { secret?: string; at?: Date; rawBody?: string } = {},
) {
  const rawBody = options.rawBody ?? JSON.stringify(body);
  const response = await t.app.inject({
    method: 'POST',
    url: `/wallet/${provider.key}/${action}`,
    headers: {
      'content-type': 'application/json',
      ...signedHeaders(options.secret ?? provider.secret, rawBody, (options.at ?? new Date()).getTime()),
    },
    payload: rawBody,
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}
