import { passwordPattern, Refusal } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { hasContextWord, isCommonPassword, requireNewPassword } from './newPasswords.ts';

const owner = { username: 'Rahulkumar', fullname: 'Rahul Kumar Sharma' };

function refusalOf(secret: 'password' | 'transactionPassword', password: string): string | null {
  try {
    requireNewPassword(secret, password, owner);
    return null;
  } catch (error) {
    if (error instanceof Refusal) return error.code;
    throw error;
  }
}

describe('common passwords (ASVS 6.2.4)', () => {
  it('refuses Password1 in any case, though it passes the spec rule', () => {
    expect(passwordPattern.test('Password1')).toBe(true);
    for (const typed of ['Password1', 'PASSWORD1', 'pAssWord1'])
      expect(isCommonPassword(typed), typed).toBe(true);
    expect(refusalOf('password', 'Password1')).toBe('password_common');
    expect(refusalOf('transactionPassword', 'Password1')).toBe('transaction_password_common');
  });

  it('refuses the most used ones and lets an uncommon one through', () => {
    for (const typed of ['Qwerty123', 'Abcd1234', 'Welcome1', 'Passw0rd', 'Iloveyou1', 'Trustno1']) {
      expect(isCommonPassword(typed), typed).toBe(true);
    }
    expect(isCommonPassword('Kestrel2719')).toBe(false);
    expect(refusalOf('password', 'Kestrel2719')).toBeNull();
  });
});

describe('context words (ASVS 6.2.11)', () => {
  it("refuses the account's username or full name inside a password, whatever the case", () => {
    for (const typed of ['RAHULKUMAR7', 'x9Rahulkumar', 'Sharma2719', 'Kumar2719x', 'Rahulkumarsharma1']) {
      expect(hasContextWord(typed, owner), typed).toBe(true);
    }
    expect(refusalOf('password', 'My1Rahulkumar')).toBe('password_context_word');
    expect(refusalOf('transactionPassword', 'rahul2719')).toBe('transaction_password_context_word');
  });

  it('refuses a brand or trade word alone or with digits and symbols added, and lets it through among other letters', () => {
    // Royal2024 passes the spec's rule and is not a common password: only this check refuses it.
    expect(passwordPattern.test('Royal2024') && !isCommonPassword('Royal2024')).toBe(true);
    for (const typed of [
      'Royal2024',
      '2024Lotus!',
      'CRICKET11',
      'Bet12345',
      'Demo1234',
      'exchange',
      '#Casino99',
    ]) {
      expect(hasContextWord(typed, owner), typed).toBe(true);
    }
    for (const typed of ['Royalflush7', 'Betterday9', 'Lotuspond22', 'Kestrel2719']) {
      expect(hasContextWord(typed, owner), typed).toBe(false);
    }
  });

  it('ignores a name part shorter than a username, so a short name does not bar its letters', () => {
    const short = { username: 'Raj1', fullname: 'Raj Al' };
    expect(hasContextWord('Rajasthan77', short)).toBe(false);
    expect(hasContextWord('Xraj1yz99', short)).toBe(true);
  });
});
