import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerHandlers } from '../http/handlers.ts';
import { sportsAdminHandlers } from './adminHandlers.ts';
import { dataHandlers } from './dataHandlers.ts';
import { sportsHandlers } from './handlers.ts';

/** The sports calls of the main API (players' and admins') and the data API under /data. */
export function registerSports(app: FastifyInstance, context: AppContext): void {
  registerHandlers(app, context, [
    ...sportsHandlers(context),
    ...sportsAdminHandlers(context),
    ...dataHandlers(context),
  ]);
}
