import { apiTimeoutsMs, errorResponseSchema, type RefusalCode } from '@exchange/domain';
import ky, { HTTPError, TimeoutError, type KyInstance, type Options, type RetryOptions } from 'ky';
import * as v from 'valibot';
import type { ApiConfig } from '../config.ts';
import type { ApiName } from './errorPolicy.ts';

/** Wording of failures that never reached the server's own message. */
export const transportMessages = {
  timeout: 'The server took too long to answer. Please try again.',
  offline: 'Cannot reach the server. Check your connection and try again.',
  unreadable: 'The server sent an answer this page cannot read. Please reload.',
} as const;

/**
 * A failure that never reached the server's own answer has its own code, apart from the server's refusal
 * codes: it timed out, the server could not be reached, or its answer did not fit the call's schema.
 */
export type TransportFailure = keyof typeof transportMessages;

/**
 * What an ApiError's code can be: the envelope's refusal code (a string the catalog may not know yet, from
 * a newer server), a transport failure, or null when the server answered an error without an envelope
 * (a proxy's 502 page).
 */
export type ApiErrorCode = RefusalCode | TransportFailure | (string & {});

/** A refused or failed call, with the server's message and refusal code when there were some. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown = null,
    /** Branch on this, never on the message. */
    readonly code: ApiErrorCode | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiHooks {
  /** The bearer token to send, refreshed first when about to expire; null when signed out. */
  accessToken: () => Promise<string | null>;
  /** Every error response, for the app-wide reactions of spec 8. */
  onErrorResponse: (api: ApiName, status: number, body: unknown) => void;
  /** Spec 4: "A loading flag is set before bet-service calls and cleared on any response." */
  onBetLoading: (loading: boolean) => void;
  /** Tests pass a fetch; the app uses the browser's. */
  fetch?: typeof fetch;
}

type Schema = v.GenericSchema;
type CallOptions = Omit<Options, 'prefixUrl' | 'timeout' | 'hooks' | 'retry'>;
type Call = <S extends Schema>(path: string, schema: S, options?: CallOptions) => Promise<v.InferOutput<S>>;

/** The three APIs of spec 7; each call's answer is checked against the domain's schema for it. */
export interface Api {
  main: Call;
  data: Call;
  bet: Call;
}

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return null;
  }
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const body = await bodyOf(error.response);
    const refusal = v.safeParse(errorResponseSchema, body);
    if (!refusal.success) {
      return new ApiError(error.response.statusText || error.message, error.response.status);
    }
    const { message, data, code } = refusal.output;
    return new ApiError(message, error.response.status, data, code);
  }
  if (error instanceof TimeoutError) return new ApiError(transportMessages.timeout, 0, null, 'timeout');
  if (error instanceof ApiError) return error;
  return new ApiError(transportMessages.offline, 0, null, 'offline');
}

/** A load-shed refusal (503 `server_busy`): the server refused it at the door, before doing anything. */
async function isShed(response: Response): Promise<boolean> {
  if (response.status !== 503) return false;
  const body = await bodyOf(response);
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'server_busy';
}

/**
 * Calls that move money or sign in must not be sent twice behind the user's back, so nothing is retried but
 * a load-shed call: the server did none of it, and asks (Retry-After) to be asked again in a moment. Its
 * retries stay within the call's own timeout.
 */
export const shedRetry: RetryOptions = {
  limit: 3,
  methods: ['get', 'post', 'put', 'patch', 'delete'],
  statusCodes: [503],
  afterStatusCodes: [503],
  maxRetryAfter: 5_000,
  shouldRetry: async ({ error }) =>
    error instanceof HTTPError && (await isShed(error.response)) ? undefined : false,
};

function client(name: ApiName, prefixUrl: string, hooks: ApiHooks): KyInstance {
  return ky.create({
    prefixUrl,
    timeout: apiTimeoutsMs[name],
    retry: shedRetry,
    ...(hooks.fetch && { fetch: hooks.fetch }),
    hooks: {
      beforeRequest: [
        async (request) => {
          // The code step sends its temporary token itself.
          if (request.headers.has('Authorization')) return;
          const token = await hooks.accessToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async (_request, _options, response) => {
          // A shed call is retried, or fails to its caller, which says so where the user acted.
          if (response.ok || (await isShed(response))) return;
          hooks.onErrorResponse(name, response.status, await bodyOf(response));
        },
      ],
    },
  });
}

/**
 * A success's body: the JSON envelope, or the bytes of a file answer (an endpoint with `fileTypes`, such as
 * a payment receipt or a report's CSV or PDF), which its schema checks as a Uint8Array.
 */
async function answerOf(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (/^(image\/|text\/csv|application\/pdf)/.test(type)) return new Uint8Array(await response.arrayBuffer());
  return response.json();
}

function caller(instance: KyInstance): Call {
  return async (path, schema, options) => {
    let body: unknown;
    try {
      body = await answerOf(await instance(path, { method: 'get', ...options }));
    } catch (error) {
      throw await toApiError(error);
    }
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) throw new ApiError(transportMessages.unreadable, 200, body, 'unreadable');
    // An envelope may say `error: true` with a 200 (spec 8: "If the verify response has an error flag").
    const answer = parsed.output as { error?: unknown; message?: unknown; data?: unknown };
    if (answer.error === true) {
      const data = answer.data as { message?: unknown } | null | undefined;
      const message = typeof data?.message === 'string' ? data.message : String(answer.message ?? '');
      // The schema of a success envelope has no code: it is read from the answer as sent.
      const { code } = body as { code?: unknown };
      throw new ApiError(message, 200, answer.data, typeof code === 'string' ? code : null);
    }
    return parsed.output;
  };
}

export function createApi(config: ApiConfig, hooks: ApiHooks): Api {
  const bet = caller(client('bet', config.bet, hooks));
  return {
    main: caller(client('main', config.main, hooks)),
    data: caller(client('data', config.data, hooks)),
    bet: async (path, schema, options) => {
      hooks.onBetLoading(true);
      try {
        return await bet(path, schema, options);
      } finally {
        hooks.onBetLoading(false);
      }
    },
  };
}
