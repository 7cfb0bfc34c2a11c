import { Refusal } from '@exchange/domain';
import * as v from 'valibot';

/**
 * Parses a body, query or params with a domain schema; bad input is a 400 naming the field. Plain (a
 * `Refusal`, no HTTP), so a service that parses stored or forwarded input uses it too (ADR 0041).
 */
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
