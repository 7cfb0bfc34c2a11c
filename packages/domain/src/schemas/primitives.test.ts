import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ruleMessages } from '../messages.ts';
import { nameTextSchema, remarkTextSchema } from './primitives.ts';
import { registerRequestSchema } from './users.ts';

/** Issue 37: a name that reads as another cannot be typed with invisible characters. */
describe('names and invisible format characters', () => {
  it('a name refuses format characters (zero-width, joiners, byte-order and direction marks)', () => {
    for (const hidden of ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u202e']) {
      const result = v.safeParse(nameTextSchema, `Mee${hidden}ra`);
      expect(result.success, JSON.stringify(hidden)).toBe(false);
      expect(result.issues?.[0].message).toBe(ruleMessages.textControlCharacters);
    }
    expect(v.safeParse(nameTextSchema, 'Meera Kapoor').success).toBe(true);
    expect(v.safeParse(nameTextSchema, 'मीरा कपूर').success).toBe(true);
  });

  it('register refuses such a full name', () => {
    const request = {
      username: 'Meera01',
      fullname: 'Meera\u200b Kapoor',
      password: 'Passw0rd1',
      passwordConfirmation: 'Passw0rd1',
      transactionPassword: '1234',
      role: 'user',
      creditRefrences: 0,
      exposerLimit: 1000,
    };
    expect(v.safeParse(registerRequestSchema, request).success).toBe(false);
    expect(v.safeParse(registerRequestSchema, { ...request, fullname: 'Meera Kapoor' }).success).toBe(true);
  });

  it('a remark keeps them: an emoji sequence is joined by one', () => {
    expect(v.safeParse(remarkTextSchema, 'paid 👨\u200d👩\u200d👧 thanks').success).toBe(true);
  });
});
