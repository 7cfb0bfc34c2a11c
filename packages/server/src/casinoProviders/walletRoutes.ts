import { requestGoneOf } from '../http/clientGone.ts';
import { isSignedCall, isWalletAction, signatureHeadersOf } from '@exchange/wallet-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { ProviderRegistry } from './registry.ts';
import { moveCall, tokenCall, type GameNameOf } from './wallet.ts';

/** The wallet's own answers are small JSON; a provider's call is too. */
const bodyLimit = 16 * 1024;

/**
 * The seamless wallet's routes, `POST /wallet/{providerKey}/{action}` for each call the protocol declares
 * (@exchange/wallet-protocol), outside the player APIs: no session token, the provider's signature
 * instead. The body is read raw, since the signature is over the exact bytes sent, and parsed only once
 * the signature holds.
 */
export async function registerWalletRoutes(
  app: FastifyInstance,
  context: AppContext,
  registry: ProviderRegistry,
  gameName: GameNameOf,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { providerKey: string; action: string } }>(
      '/wallet/:providerKey/:action',
      async (request, reply) => {
        const started = performance.now();
        const { providerKey, action } = request.params;
        if (!isWalletAction(action))
          return reply.code(404).send({ status: 'INVALID_REQUEST', message: 'No such call' });
        const provider = registry.find(providerKey);
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const now = context.now();
        const signed =
          provider?.enabled === true &&
          isSignedCall(provider.secret, signatureHeadersOf(request.headers), rawBody, now.getTime());
        if (!provider || !signed) return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
        let body: unknown;
        try {
          body = JSON.parse(rawBody);
        } catch {
          return { status: 'INVALID_REQUEST', message: 'The body is not JSON' };
        }
        if (action === 'authenticate' || action === 'balance') {
          return tokenCall(context.db, provider, action, body, now);
        }
        // The provider's own time-out ends its wait: past the deadline or once it has closed the connection,
        // a debit or credit moves nothing (docs/adr/0031-no-late-work.md).
        const gone = requestGoneOf(request.raw, started + context.config.requestDeadlineMs, () =>
          performance.now(),
        );
        return moveCall(context.db, provider, action, body, gameName, now, gone);
      },
    );
  });
}
