/**
 * What a service logs through: the leveled lines of the request's or the app's logger (pino's, which
 * Fastify hands out), so a service takes either without knowing Fastify (ADR 0041).
 */
export interface Log {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}
