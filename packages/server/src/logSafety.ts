import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What the logs may not hold (issue 14, item 8): secrets a request carries and, for a failed query, its
 * parameters (a user row's password hashes, a typed password being checked, tokens).
 */

/** Fields censored wherever a logged object has them, one level down or in a request's headers. */
const secretFields = [
  'password',
  'oldPassword',
  'passwordConfirmation',
  'transactionPassword',
  'passwordHash',
  'transactionPasswordHash',
  'token',
  'refreshToken',
  'totpSecret',
  'secret',
  'params',
];

/** pino's `redact` option for the app's logger. */
export const logRedaction = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-telegram-bot-api-secret-token"]',
    'res.headers["set-cookie"]',
    ...secretFields,
    ...secretFields.map((field) => `*.${field}`),
  ],
  censor: '[redacted]',
};

/** Driver error fields that quote row values: `detail` ("Failing row contains (...)"), `where`, `internalQuery`. */
const valueQuotingFields = new Set(['detail', 'where', 'internalQuery', 'parameters', 'params', 'query']);

export type LoggedError = Record<string, unknown> & { type: string; message: string; stack: string };

/**
 * An error as it may be logged (the logger's `err` serializer, in place of pino's): a failed query keeps
 * its SQL text and the driver's code and message (which name the column or the kind of bad value) but
 * loses the parameters that drizzle writes into its message; no error in the chain keeps the fields that
 * quote row values.
 */
export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (!valueQuotingFields.has(key) && key !== 'cause') fields[key] = value;
  }
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  return {
    ...fields,
    type: error.constructor.name,
    message,
    ...(error instanceof DrizzleQueryError && { query: error.query }),
    stack: `${error.name}: ${message}\n${stackFrames(error)}`,
    ...(error.cause !== undefined && { cause: serializeError(error.cause) }),
  };
}

/** The stack's frames without its first lines, which repeat the (possibly unsafe) message. */
function stackFrames(error: Error): string {
  const stack = error.stack ?? '';
  const firstFrame = stack.indexOf('\n    at ');
  return firstFrame === -1 ? '' : stack.slice(firstFrame + 1);
}

/**
 * pino's hooks for the app's logger: an error logged on its own (`log.error(error)`) takes its message as
 * the line's `msg`, and drizzle's message carries the query's parameters; it is logged as `{ err }` with
 * the serializer's safe message instead, wherever in the server (or in Fastify) it was logged.
 */
export const logHooks = {
  logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
    const [first, ...rest] = args;
    if (first instanceof Error) {
      const message = typeof rest[0] === 'string' ? rest[0] : serializeError(first).message;
      method.apply(this, [{ err: first }, message, ...rest.slice(typeof rest[0] === 'string' ? 1 : 0)]);
      return;
    }
    method.apply(this, args);
  },
};
