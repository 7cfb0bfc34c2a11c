import * as v from 'valibot';
import { expect, it } from 'vitest';

/**
 * Test support for the wire schemas: each schema of spec section 7 with bodies it must accept and
 * bodies it must refuse, each of those breaking one rule. Not part of the package's public entry.
 */
export type WireCase = readonly [
  name: string,
  schema: v.GenericSchema,
  valid: readonly unknown[],
  invalid: readonly unknown[],
];

/** A successful response around `data`. */
export function ok<T>(data: T) {
  return { error: false, message: 'ok', data };
}

export const timestamp = '2026-11-22T08:00:00.000Z';
export const onePage = { page: 1, totalPages: 1, totalDocs: 1 };

/** Two tests per case: every valid body parses without issues, every invalid body fails. */
export function checkWireCases(cases: readonly WireCase[]): void {
  it.each(cases)('%s accepts what the call sends', (_name, schema, valid) => {
    expect(valid.length).toBeGreaterThan(0);
    for (const body of valid) expect(v.safeParse(schema, body).issues, JSON.stringify(body)).toBeUndefined();
  });

  it.each(cases)('%s refuses what breaks a rule', (_name, schema, _valid, invalid) => {
    expect(invalid.length).toBeGreaterThan(0);
    for (const body of invalid) expect(v.safeParse(schema, body).success, JSON.stringify(body)).toBe(false);
  });
}
