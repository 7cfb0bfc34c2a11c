import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { AppContext } from '../context.ts';
import type { Access } from './access.ts';
import { authenticate } from './authenticate.ts';
import { checkedAnswer } from './checkedAnswer.ts';

export type RouteMethod = 'GET' | 'POST' | 'DELETE' | 'PUT';

/** A route of one of the APIs: its access rule is part of its definition. */
export interface RouteDefinition {
  method: RouteMethod;
  /** Path below the API's prefix, as the spec names it (`login`, `delete-current-bet/:id`). */
  path: string;
  access: Access;
  /** Per user and IP, for login and code endpoints. */
  rateLimit?: { max: number; timeWindow: string };
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /**
   * The domain's schema of the whole success envelope (issue 4: responses are validated too). Only the
   * Telegram webhook and the demo outbox, which no client of ours reads, go without one.
   */
  response?: v.GenericSchema;
}

export interface RegisteredRoute {
  method: RouteMethod;
  url: string;
  access: Access;
  /** Whether the route declares a response schema (the access-matrix test checks that every one does). */
  hasResponseSchema: boolean;
}

/** Every registered route with its access rule, for the access-matrix test. */
export const routeRegistry: RegisteredRoute[] = [];

export function registerRoutes(
  app: FastifyInstance,
  context: AppContext,
  prefix: string,
  routes: readonly RouteDefinition[],
): void {
  for (const route of routes) {
    const url = `${prefix}/${route.path}`;
    if (!routeRegistry.some((known) => known.method === route.method && known.url === url)) {
      routeRegistry.push({
        method: route.method,
        url,
        access: route.access,
        hasResponseSchema: route.response !== undefined,
      });
    }
    app.route({
      method: route.method,
      url,
      preHandler: authenticate(context, route.access),
      ...(route.rateLimit && { config: { rateLimit: route.rateLimit } }),
      handler: checkedHandler(route),
    });
  }
}

/** The handler, with its answer checked against the route's response schema (checkedAnswer.ts). */
function checkedHandler(route: RouteDefinition): RouteDefinition['handler'] {
  const schema = route.response;
  if (!schema) return route.handler;
  return async (request, reply) =>
    checkedAnswer(
      { method: route.method, path: route.path, response: schema },
      await route.handler(request, reply),
      request,
      reply,
    );
}
