import * as v from 'valibot';

/** The first message per field of a form that fails its domain schema; empty when the form is good. */
export function fieldErrors<S extends v.GenericSchema>(
  schema: S,
  values: Record<string, unknown>,
): { ok: true; output: v.InferOutput<S> } | { ok: false; errors: Record<string, string> } {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, output: result.output };
  const nested = v.flatten<S>(result.issues).nested ?? {};
  const errors: Record<string, string> = {};
  for (const [field, list] of Object.entries(nested)) {
    const first = (list as readonly string[] | undefined)?.[0];
    if (first) errors[field] = first;
  }
  return { ok: false, errors };
}
