import { casinoProviderKeys } from '@exchange/domain';
import {
  signatureRefusalHttpStatus,
  signatureRefusalSchema,
  signatureScheme,
  walletCalls,
  walletStatusMeanings,
  type WalletCall,
  type WalletStatus,
} from '@exchange/wallet-protocol';
import type * as v from 'valibot';

/**
 * The casino providers' wallet calls in the OpenAPI document, written from the protocol's declaration
 * (@exchange/wallet-protocol, docs/adr/0042-wallet-protocol-as-data.md) as the APIs' calls are from the
 * contract: paths, bodies, answers with their statuses, and the signature as the security they need.
 */

type JsonObject = Record<string, unknown>;
type Convert = (schema: v.GenericSchema, where: string) => JsonObject;

export const walletTag = {
  name: 'wallet',
  description:
    'The seamless wallet a casino provider calls for its games (docs/adr/0012-casino-providers.md): not a player API, no session token, each call signed with the provider’s secret.',
};

export const walletTagGroup = { name: 'Provider wallet', tags: [walletTag.name] };

/** Where this server serves a call: under `/wallet/{providerKey}`, the wallet URL a provider is given. */
export const walletPath = (action: string) => `/wallet/{providerKey}/${action}`;

const { headers, windowMs, algorithm, encoding } = signatureScheme;

export const walletSecuritySchemes = {
  walletTimestamp: {
    type: 'apiKey',
    in: 'header',
    name: headers.timestamp,
    description: `The sender’s clock in Unix milliseconds; a call more than ${windowMs / 1000} s from the server’s clock is refused.`,
  },
  walletSignature: {
    type: 'apiKey',
    in: 'header',
    name: headers.signature,
    description: `HMAC-${algorithm.toUpperCase()} with the provider’s secret over \`${signatureScheme.signedText(`{${headers.timestamp}}`, '{body}')}\`, where the body is the exact bytes sent, in ${encoding}.`,
  },
};

const statusList = (statuses: readonly WalletStatus[]) =>
  statuses.map((status) => `- \`${status}\`: ${walletStatusMeanings[status]}`).join('\n');

const operationId = (action: string) => `wallet${action.charAt(0).toUpperCase()}${action.slice(1)}`;

function operationOf(call: WalletCall, convert: Convert): JsonObject {
  const where = `wallet ${call.action}`;
  return {
    operationId: operationId(call.action),
    summary: call.summary,
    description: `${call.description}\n\n**Access:** the provider’s signature (\`${headers.timestamp}\`, \`${headers.signature}\`); no session token.`,
    tags: [walletTag.name],
    parameters: [
      {
        name: 'providerKey',
        in: 'path',
        required: true,
        description: 'The provider’s key in the server’s configuration (`slot` is the built-in provider).',
        schema: { type: 'string', enum: casinoProviderKeys },
      },
    ],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: convert(call.request, `${where} body`) } },
    },
    responses: {
      '200': {
        description: `Answered; the status says how:\n${statusList(['OK', ...call.refusals])}`,
        content: { 'application/json': { schema: convert(call.answer, `${where} answer`) } },
      },
      [signatureRefusalHttpStatus]: {
        description: statusList(['INVALID_SIGNATURE']),
        content: {
          'application/json': { schema: convert(signatureRefusalSchema, `${where} signature refusal`) },
        },
      },
    },
    security: [{ walletTimestamp: [], walletSignature: [] }],
    'x-api': walletTag.name,
  };
}

/** Every wallet call of the protocol, by its path on this server. */
export function walletPaths(convert: Convert): Record<string, Record<string, JsonObject>> {
  return Object.fromEntries(
    Object.values(walletCalls).map((call) => [
      walletPath(call.action),
      { [call.method.toLowerCase()]: operationOf(call, convert) },
    ]),
  );
}
