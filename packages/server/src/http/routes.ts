import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Access } from './access.ts';
import { authenticate } from './authenticate.ts';

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
}

export interface RegisteredRoute {
  method: RouteMethod;
  url: string;
  access: Access;
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
      routeRegistry.push({ method: route.method, url, access: route.access });
    }
    app.route({
      method: route.method,
      url,
      preHandler: authenticate(context, route.access),
      ...(route.rateLimit && { config: { rateLimit: route.rateLimit } }),
      handler: route.handler,
    });
  }
}
