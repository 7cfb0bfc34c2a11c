import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { webVitalSchema } from '../schemas/vitals.ts';
import { impliedRefusals, mayRefuse, pathParameterNames, pathWith } from './endpoint.ts';
import { loginAccountRequestSchema } from './endpoints/hierarchy.ts';
import { paymentEndpoints } from './endpoints/payments.ts';
import { contract } from './index.ts';
import { isRefusalCode, Refusal, refusalCatalog } from './refusals.ts';

describe('the contract helpers', () => {
  it('fills path parameters encoded, names them, and refuses a missing one', () => {
    expect(pathWith('payment-file/:id', { id: 'a b/c' })).toBe('payment-file/a%20b%2Fc');
    expect(pathParameterNames('done-results/:matchId/:page')).toEqual(['matchId', 'page']);
    expect(() => pathWith('payment-file/:id', {})).toThrow('Missing path parameter id for payment-file/:id');
  });

  it('lets a public call refuse bad input but not a missing token; a signed-in call refuses both', () => {
    const publicCall = contract.login;
    expect(impliedRefusals(publicCall)).toContain('invalid_input');
    expect(mayRefuse(publicCall, 'no_auth_token')).toBe(false);
    expect(mayRefuse(paymentEndpoints.paymentFile, 'no_auth_token')).toBe(true);
    expect(mayRefuse(paymentEndpoints.paymentFile, 'not_found')).toBe(true);
    expect(mayRefuse(paymentEndpoints.paymentFile, 'insufficient_balance')).toBe(false);
  });

  it('knows its refusal codes, and a refusal carries the catalogue message unless given one', () => {
    expect(isRefusalCode('not_found')).toBe(true);
    expect(isRefusalCode('toString')).toBe(false);
    expect(isRefusalCode(404)).toBe(false);
    const refusal = new Refusal('not_found');
    expect(refusal.message).toBe(refusalCatalog.not_found);
    expect(new Refusal('not_found', 'Gone', { id: 1 })).toMatchObject({ message: 'Gone', data: { id: 1 } });
  });

  it('answers a payment file as bytes, nothing else', () => {
    const response = paymentEndpoints.paymentFile.response;
    expect(v.is(response, new Uint8Array([1, 2]))).toBe(true);
    expect(v.is(response, 'bytes')).toBe(false);
  });

  it('refuses a login account whose confirmation does not match its password, naming the confirmation', () => {
    const base = { username: 'desk2', fullname: 'Desk Two', transactionPassword: '123456' };
    const result = v.safeParse(loginAccountRequestSchema, {
      ...base,
      password: 'Abcd1234',
      passwordConfirmation: 'Abcd12345',
    });
    if (result.success) throw new Error('a mismatched confirmation was accepted');
    expect(v.flatten(result.issues).nested?.passwordConfirmation?.[0]).toMatch(/match/i);
  });

  it('refuses a web vital beyond what a real page reports', () => {
    const vital = { name: 'LCP', value: 1200, rating: 'good', id: 'v1', path: '/home' };
    expect(v.is(webVitalSchema, vital)).toBe(true);
    expect(v.is(webVitalSchema, { ...vital, value: 600_001 })).toBe(false);
    expect(v.is(webVitalSchema, { ...vital, name: 'CLS', value: 101 })).toBe(false);
  });
});
