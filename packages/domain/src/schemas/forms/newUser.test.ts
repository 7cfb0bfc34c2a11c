import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages, ruleMessages } from '../../messages.ts';
import { passwordPattern, usernamePattern } from './fields.ts';
import {
  betSettingField,
  loginAccountFormSchema,
  needsExposureLimit,
  newUserFormSchema,
  partnershipField,
  type NewUser,
  type NewUserFormInput,
} from './newUser.ts';

function fieldMessages(schema: v.GenericSchema, value: unknown): Record<string, string | undefined> {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  const nested: Record<string, string[] | undefined> = v.flatten(result.issues).nested ?? {};
  return Object.fromEntries(Object.entries(nested).map(([path, list]) => [path, list?.[0]]));
}

const player: NewUserFormInput = {
  username: 'Rahul_01',
  fullName: ' Rahul Sharma ',
  password: 'Passw0rd',
  passwordConfirmation: 'Passw0rd',
  transactionPassword: '1234',
  role: 'user',
  creditReference: '1000',
  exposureLimit: '500.50',
  privileges: [],
  parent: '',
  partnership: '',
  betSettings: [],
};

describe('the add-user form (spec 5)', () => {
  const byAgent = newUserFormSchema('dl');

  it('turns a valid form into a NewUser with money in minor units', () => {
    const result = v.safeParse(byAgent, player);
    expect(result.success).toBe(true);
    const user: NewUser | undefined = result.success ? result.output : undefined;
    expect(user).toEqual({
      username: 'Rahul_01',
      fullName: 'Rahul Sharma',
      password: 'Passw0rd',
      passwordConfirmation: 'Passw0rd',
      transactionPassword: '1234',
      role: 'user',
      creditReference: 100000,
      exposureLimit: 50050,
      privileges: [],
      parent: undefined,
      partnership: undefined,
      betSettings: [],
    });
  });

  it("reports 'Passwords must match' on the confirmation", () => {
    expect(fieldMessages(byAgent, { ...player, passwordConfirmation: 'Passw0rD' })).toEqual({
      passwordConfirmation: messages.passwordsMustMatch,
    });
    expect(fieldMessages(byAgent, { ...player, passwordConfirmation: '' })).toEqual({
      passwordConfirmation: ruleMessages.passwordConfirmationRequired,
    });
  });

  it('requires the exposure limit for role user only', () => {
    expect(needsExposureLimit('user')).toBe(true);
    expect(needsExposureLimit('dl')).toBe(false);
    expect(fieldMessages(byAgent, { ...player, exposureLimit: '' })).toEqual({
      exposureLimit: ruleMessages.exposureLimitRequired,
    });
    const master = newUserFormSchema('smdl');
    expect(fieldMessages(master, { ...player, role: 'mdl', exposureLimit: '' })).toEqual({});
  });

  it('requires role, full name, credit reference and transaction password, each with its message', () => {
    expect(
      fieldMessages(byAgent, {
        ...player,
        role: '',
        fullName: '  ',
        creditReference: '',
        transactionPassword: '',
      }),
    ).toEqual({
      role: ruleMessages.roleRequired,
      fullName: ruleMessages.fullNameRequired,
      creditReference: ruleMessages.creditReferenceRequired,
      transactionPassword: ruleMessages.transactionPasswordRequired,
    });
    expect(fieldMessages(byAgent, { ...player, transactionPassword: '1234567890123456' })).toEqual({
      transactionPassword: ruleMessages.transactionPasswordMaxLength,
    });
  });

  it('reports the username and password messages of spec 5', () => {
    expect(fieldMessages(byAgent, { ...player, username: '' }).username).toBe(messages.usernameRequired);
    expect(fieldMessages(byAgent, { ...player, username: 'rahul' }).username).toBe(messages.usernamePattern);
    expect(
      fieldMessages(byAgent, { ...player, password: 'short', passwordConfirmation: 'short' }).password,
    ).toBe(messages.passwordMinLength);
    expect(
      fieldMessages(byAgent, { ...player, password: 'password1', passwordConfirmation: 'password1' })
        .password,
    ).toBe(messages.passwordPattern);
  });

  it('offers only the roles the creator may create', () => {
    expect(fieldMessages(byAgent, { ...player, role: 'mdl' })).toEqual({ role: ruleMessages.roleNotAllowed });
    expect(fieldMessages(newUserFormSchema('user'), player)).toEqual({ role: ruleMessages.roleNotAllowed });
  });

  it('carries privileges, parent, partnership and per-index bet settings for operator accounts', () => {
    const result = v.parse(newUserFormSchema('admin'), {
      ...player,
      role: 'sadmin',
      exposureLimit: '',
      privileges: [1, 2, 104],
      parent: 'Boss_1',
      partnership: '12.5',
      betSettings: [
        { minBet: '100', maxBet: '50000', delaySeconds: '5' },
        { minBet: '10', maxBet: '10' },
      ],
    });
    expect(result).toMatchObject({
      privileges: [1, 2, 104],
      parent: 'Boss_1',
      partnership: 12.5,
      exposureLimit: undefined,
      betSettings: [
        { minBet: 10000, maxBet: 5000000, delaySeconds: 5 },
        { minBet: 1000, maxBet: 1000, delaySeconds: 0 },
      ],
    });
    expect(fieldMessages(newUserFormSchema('admin'), { ...player, privileges: [3] })).toHaveProperty(
      'privileges.0',
    );
  });

  it('checks partnership and bet settings', () => {
    expect(v.safeParse(partnershipField, '100').success).toBe(true);
    expect(v.safeParse(partnershipField, '100.01').success).toBe(false);
    expect(v.safeParse(partnershipField, 'half').issues?.[0]?.message).toBe(ruleMessages.partnershipRange);
    expect(fieldMessages(betSettingField, { minBet: '500', maxBet: '100' })).toEqual({
      minBet: ruleMessages.minBetAboveMaxBet,
    });
    expect(fieldMessages(betSettingField, { minBet: '1', maxBet: '2', delaySeconds: '1.5' })).toEqual({
      delaySeconds: ruleMessages.delayInvalid,
    });
  });

  it('property: accepts every form its rules allow, and rejects a confirmation that differs', () => {
    const validPassword = fc
      .stringMatching(/^[A-Za-z0-9]{5,29}$/)
      .map((rest) => `Aa1${rest}`)
      .filter((password) => passwordPattern.test(password));
    fc.assert(
      fc.property(
        fc.stringMatching(usernamePattern),
        validPassword,
        fc.stringMatching(/^\S{1,15}$/),
        fc.integer({ min: 0, max: 1e9 }),
        (username, password, transactionPassword, paisa) => {
          const form = {
            ...player,
            username,
            password,
            passwordConfirmation: password,
            transactionPassword,
            creditReference: (paisa / 100).toFixed(2),
          };
          const result = v.safeParse(byAgent, form);
          expect(result.success).toBe(true);
          expect(result.success && result.output.creditReference).toBe(paisa);
          expect(fieldMessages(byAgent, { ...form, passwordConfirmation: `${password}x` })).toEqual({
            passwordConfirmation: messages.passwordsMustMatch,
          });
        },
      ),
    );
  });
});

describe('the Multi Login Account form', () => {
  const login = {
    username: 'Cashier_01',
    fullName: 'Priya Nair',
    password: 'Passw0rd',
    passwordConfirmation: 'Passw0rd',
    transactionPassword: '1234',
    privileges: [4, 55],
  };

  it('takes a sign-in and the privileges it may use', () => {
    expect(v.parse(loginAccountFormSchema, login)).toEqual(login);
    expect(v.parse(loginAccountFormSchema, { ...login, privileges: undefined }).privileges).toEqual([]);
  });

  it("reports spec 5's messages, a mismatch even while other fields fail", () => {
    expect(
      fieldMessages(loginAccountFormSchema, {
        ...login,
        username: 'cashier',
        passwordConfirmation: 'Passw0rD',
      }),
    ).toEqual({ username: 'Must Contain One Uppercase', passwordConfirmation: messages.passwordsMustMatch });
    expect(
      fieldMessages(loginAccountFormSchema, { ...login, passwordConfirmation: '', fullName: '' }),
    ).toEqual({
      fullName: ruleMessages.fullNameRequired,
      passwordConfirmation: ruleMessages.passwordConfirmationRequired,
    });
    expect(v.safeParse(loginAccountFormSchema, { ...login, privileges: [3] }).success).toBe(false);
  });
});
