import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.ts';
import { otpBoxesFromCode, otpBoxesSchema, telegramPasswordFormSchema } from './security.ts';

describe('security forms (spec 5)', () => {
  it("Telegram enabling: 'Please enter login password' if empty", () => {
    expect(v.safeParse(telegramPasswordFormSchema, { password: '' }).issues?.[0]?.message).toBe(
      messages.loginPasswordRequired,
    );
    expect(v.safeParse(telegramPasswordFormSchema, { password: 'secret' }).success).toBe(true);
  });

  it('splits a typed code into the six boxes', () => {
    expect(otpBoxesFromCode('123456')).toEqual({
      otp1: '1',
      otp2: '2',
      otp3: '3',
      otp4: '4',
      otp5: '5',
      otp6: '6',
    });
    expect(otpBoxesFromCode('12345')).toBeNull();
    expect(otpBoxesFromCode('12a456')).toBeNull();
  });

  it('property: every 6-digit code fills six valid boxes; any other box is rejected', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), (code) => {
        const boxes = otpBoxesFromCode(code);
        expect(v.safeParse(otpBoxesSchema, boxes).success).toBe(true);
        expect(v.safeParse(otpBoxesSchema, { ...boxes, otp4: 'x' }).success).toBe(false);
      }),
    );
  });
});
