import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerRoutes } from '../http/routes.ts';
import { sportsAdminRoutes } from './adminRoutes.ts';
import { dataRoutes } from './dataRoutes.ts';
import { sportsRoutes } from './routes.ts';

/** The sports routes of the main API (players' and admins') and the data API under /data. */
export function registerSports(app: FastifyInstance, context: AppContext): void {
  registerRoutes(app, context, '/api', sportsRoutes(context));
  registerRoutes(app, context, '/api', sportsAdminRoutes(context));
  registerRoutes(app, context, '/data', dataRoutes(context));
}
