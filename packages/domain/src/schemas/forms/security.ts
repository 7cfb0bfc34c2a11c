import * as v from 'valibot';
import { messages } from '../../messages.ts';
import { otpDigitSchema, requiredText } from './fields.ts';

/** Spec 5: "Secure auth Telegram: 'Please enter login password' if empty." */
export const telegramPasswordFormSchema = v.object({
  password: requiredText(messages.loginPasswordRequired),
});

/** Spec 2 and 5: six single-digit boxes ("each box takes one character on a numeric keypad"). */
export const otpBoxesSchema = v.object({
  otp1: otpDigitSchema,
  otp2: otpDigitSchema,
  otp3: otpDigitSchema,
  otp4: otpDigitSchema,
  otp5: otpDigitSchema,
  otp6: otpDigitSchema,
});

export type OtpBoxes = v.InferOutput<typeof otpBoxesSchema>;

/** The six boxes of a typed code ('123456' -> otp1 '1' ... otp6 '6'); null unless it is 6 digits. */
export function otpBoxesFromCode(code: string): OtpBoxes | null {
  if (!/^\d{6}$/.test(code)) return null;
  const [otp1 = '', otp2 = '', otp3 = '', otp4 = '', otp5 = '', otp6 = ''] = code;
  return { otp1, otp2, otp3, otp4, otp5, otp6 };
}
