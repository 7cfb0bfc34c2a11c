import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkWireCases, ok, type WireCase } from '../testing/wire.ts';
import * as envelope from './envelope.ts';

/** Spec section 7: every envelope call with bodies it must accept and bodies it must refuse. */
const cases: WireCase[] = [
  ['empty response', envelope.emptyResponseSchema, [ok(null)], [ok({}), { error: false, data: null }]],
  [
    'error response',
    envelope.errorResponseSchema,
    [
      { error: true, code: 'token_expired', message: 'jwt expired' },
      { error: true, code: 'maintenance', message: 'down', data: { maintenance: true } },
    ],
    [
      { error: false, message: 'x' },
      { error: true, message: 'no code' },
    ],
  ],
  [
    'page query',
    envelope.pageQuerySchema,
    [{}, { page: '3' }, { page: 2 }],
    [{ page: '0' }, { page: 'two' }, { page: 1.5 }],
  ],
];

describe('envelope wire schemas (spec section 7)', () => {
  checkWireCases(cases);

  it('reads the page of a query as a number, 1 by default', () => {
    expect(v.parse(envelope.pageQuerySchema, { page: '3' })).toEqual({ page: 3 });
    expect(v.parse(envelope.pageQuerySchema, {})).toEqual({ page: 1 });
  });
});
