import { Refusal } from '@exchange/domain';
import * as v from 'valibot';

/** Every answer of the APIs: `{ error, message, data }` (docs/ARCHITECTURE.md). */
export interface Envelope<T> {
  error: boolean;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'Success'): Envelope<T> {
  return { error: false, message, data };
}

/** Parses a body, query or params with a domain schema; bad input is a 400 naming the field. */
export function parse<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const [issue] = result.issues;
  const path = issue ? v.getDotPath(issue) : null;
  const message = issue?.message ?? 'Invalid request';
  // Spec messages ('Username is required') stand on their own; valibot's defaults need the field name.
  if (!message.startsWith('Invalid ') || !path) throw new Refusal('invalid_input', message);
  throw new Refusal(
    'invalid_input',
    issue?.input === undefined ? `${path} is required` : `${path} is invalid (${message})`,
  );
}
