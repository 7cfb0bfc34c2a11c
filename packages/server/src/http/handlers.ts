import {
  Refusal,
  apiPrefixes,
  contract,
  type Access,
  type AnswerOf,
  type Endpoint,
  type ParsedRequestOf,
} from '@exchange/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { authenticate } from './authenticate.ts';
import type { ClientGone } from '../clientGone.ts';
import { hasGone, requestGoneOf } from './clientGone.ts';
import { parse } from '../parse.ts';
import { checkedAnswer } from './checkedAnswer.ts';
import { readUpload } from './upload.ts';
import type { UploadedFile } from '../uploadedFile.ts';

/**
 * What a handler gets: the request's parts parsed by the endpoint's schemas, the file of an upload call
 * (null when none came, and always for other calls), and the raw request.
 */
export type HandlerInput<E extends Endpoint> = ParsedRequestOf<E> & {
  file: UploadedFile | null;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Whether the client has gone or the request's deadline passed: work not yet done is then refused. */
  gone: ClientGone;
};

/**
 * The server side of one contract endpoint: HTTP in (the parsed request) and out (the envelope the
 * response schema checks). Rules and SQL live in the feature's service and queries, not here.
 */
export interface Handler<E extends Endpoint = Endpoint> {
  readonly endpoint: E;
  /** Per user and IP, for login and code endpoints. */
  readonly rateLimit?: { max: number; timeWindow: string } | undefined;
  /** The body's own parse, when its refusals word a field's rule their own way (see HandlerOptions). */
  readonly parseBody?: ((body: unknown) => ParsedRequestOf<E>['body']) | undefined;
  readonly handle: (input: HandlerInput<E>) => Promise<AnswerOf<E>>;
}

export interface HandlerOptions<E extends Endpoint> {
  rateLimit?: { max: number; timeWindow: string };
  /**
   * Parses the body instead of the plain schema parse, for a call whose refusals name a broken rule in
   * the spec's words rather than the schema's (register). It parses with the endpoint's body schema all
   * the same; only the refusal's message differs.
   */
  parseBody?: (body: unknown) => ParsedRequestOf<E>['body'];
}

/** A handler for an endpoint of the contract; a route cannot be registered without one. */
export function handler<E extends Endpoint>(
  endpoint: E,
  handle: (input: HandlerInput<E>) => Promise<AnswerOf<E>>,
  options: HandlerOptions<E> = {},
): Handler<E> {
  return { endpoint, handle, rateLimit: options.rateLimit, parseBody: options.parseBody };
}

/** The URL an endpoint is served at: its API's prefix and its path (Fastify reads `:name` the same way). */
export function urlOf(endpoint: Endpoint): string {
  return `${apiPrefixes[endpoint.api]}/${endpoint.path}`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint of the route: the error handler checks refusals against it. */
    endpoint?: Endpoint;
  }
}

/** Any endpoint's handler, as the registration takes them. */
export interface AnyHandler {
  readonly endpoint: Endpoint;
  readonly rateLimit?: { max: number; timeWindow: string } | undefined;
  readonly parseBody?: ((body: never) => unknown) | undefined;
  readonly handle: (input: never) => Promise<unknown>;
}

export interface RegisteredRoute {
  method: Endpoint['method'];
  url: string;
  access: Access;
}

/** Every registered route with its access rule, for the access-matrix test. */
export const routeRegistry: RegisteredRoute[] = [];

/** Every endpoint served, for the contract test (each one comes from the contract, each once). */
export const servedEndpoints = new Set<Endpoint>();

/**
 * Whether this process serves the endpoint: its API is among those configured (APIS), or it is GET health,
 * which every process answers so the proxy and the operator can ask each.
 */
function serves(context: AppContext, endpoint: Endpoint): boolean {
  return context.config.apis.includes(endpoint.api) || endpoint === contract.health;
}

/** When the request arrived, on the monotonic clock (Fastify's own stamp is not public). */
const arrivals = new WeakMap<FastifyRequest, number>();
const arrivedAt = (request: FastifyRequest) => arrivals.get(request) ?? performance.now();

export function registerHandlers(
  app: FastifyInstance,
  context: AppContext,
  handlers: readonly AnyHandler[],
): void {
  for (const { endpoint, handle, rateLimit, parseBody } of handlers as readonly Handler[]) {
    if (!serves(context, endpoint)) continue;
    servedEndpoints.add(endpoint);
    routeRegistry.push({ method: endpoint.method, url: urlOf(endpoint), access: endpoint.access });
    const respond = async (request: FastifyRequest, reply: FastifyReply) => {
      // Parsed after the access check (authenticate ran as the preHandler), in path, query, body order.
      const params = endpoint.params ? parse(endpoint.params, request.params) : {};
      const query = endpoint.query ? parse(endpoint.query, request.query) : {};
      // An upload call's multipart body is read only now, after the access check: a caller without
      // access never gets a file into memory.
      const upload =
        endpoint.upload && request.isMultipart() ? await readUpload(request, endpoint.upload) : null;
      const rawBody = upload ? upload.fields : request.body;
      const input = {
        params,
        query,
        body: parseBody ? parseBody(rawBody) : endpoint.body ? parse(endpoint.body, rawBody) : undefined,
      } as ParsedRequestOf<Endpoint>;
      const deadline = arrivedAt(request) + context.config.requestDeadlineMs;
      const gone = requestGoneOf(request.raw, deadline, () => performance.now());
      const answer = await handle({ ...input, file: upload?.file ?? null, request, reply, gone });
      return checkedAnswer(endpoint, answer, request, reply);
    };
    app.route({
      method: endpoint.method,
      url: urlOf(endpoint),
      onRequest: (request, _reply, done) => {
        arrivals.set(request, performance.now());
        done();
      },
      preHandler: authenticate(context, endpoint.access),
      config: { endpoint, ...(rateLimit && { rateLimit }) },
      handler: async (request, reply) => {
        // Work for a client that has gone would be done for nobody (a retry may be on its way already).
        if (hasGone(request.raw)) throw new Refusal('server_busy');
        return respond(request, reply);
      },
    });
  }
}
