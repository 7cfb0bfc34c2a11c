import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { saveCommissionRateRequestSchema } from './commission.ts';

const soccer = 1;
const cricket = 4;
const accepts = (input: unknown) => v.safeParse(saveCommissionRateRequestSchema, input).success;
const refusal = (input: unknown) => v.safeParse(saveCommissionRateRequestSchema, input).issues?.[0]?.message;

describe('save-commission-rate request (issue 41, ADR 0036)', () => {
  it("takes a sport's own rate, one of its market types' and a removal", () => {
    expect(accepts({ sportId: soccer, marketType: null, basisPoints: 200 })).toBe(true);
    expect(accepts({ sportId: soccer, marketType: 'Match Odds', basisPoints: 250 })).toBe(true);
    expect(accepts({ sportId: cricket, marketType: 'Match Odds', basisPoints: null })).toBe(true);
  });

  it('refuses a market type the sport does not have, saying so', () => {
    expect(refusal({ sportId: cricket, marketType: 'Correct Score', basisPoints: 200 })).toBe(
      'marketType is not a market type of this sport',
    );
  });

  it('refuses a rate that is negative, above 10% or not whole basis points', () => {
    expect(refusal({ sportId: soccer, marketType: null, basisPoints: -1 })).toBe(
      'The rate must not be negative',
    );
    expect(refusal({ sportId: soccer, marketType: null, basisPoints: 1001 })).toBe(
      'The rate must be at most 1000 basis points',
    );
    expect(refusal({ sportId: soccer, marketType: null, basisPoints: 2.5 })).toBe(
      'The rate must be a whole number of basis points',
    );
  });
});
