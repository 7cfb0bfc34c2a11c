import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { minor } from '../money/minorUnits.ts';
import type { NewUser } from './forms/newUser.ts';
import {
  balanceFromWire,
  balanceToWire,
  balanceWireSchema,
  clientProfitLoss,
  defaultBalance,
  newUserFromWire,
  newUserToWire,
  registerRequestSchema,
  userAccountFromWire,
  userAccountToWire,
  userAccountWireSchema,
  type UserAccountWire,
} from './users.ts';
import { checkWireCases, ok, onePage as page, timestamp as at, type WireCase } from '../testing/wire.ts';
import * as users from './users.ts';

const newPlayer: NewUser = {
  username: 'Rahul_01',
  fullName: 'Rahul Sharma',
  password: 'Passw0rd',
  passwordConfirmation: 'Passw0rd',
  transactionPassword: '1234',
  role: 'user',
  creditReference: minor(100000),
  exposureLimit: minor(50050),
  privileges: [],
  parent: undefined,
  partnership: undefined,
  betSettings: [],
  jurisdiction: 'intl',
};

const accountWire: UserAccountWire = {
  _id: 'u1',
  username: 'Rahul_01',
  fullname: 'Rahul Sharma',
  role: 'user',
  balance: 1500.5,
  exposer: 200,
  creditRefrences: 1000,
  exposerLimit: 5000,
  privileges: [],
  userLock: false,
  betLock: true,
  createdAt: '2026-11-22T08:00:00.000Z',
};

describe('users at the boundary', () => {
  it('balance: exposer is exposure, money in minor units; both default to 0', () => {
    expect(balanceFromWire({ balance: 1500.5, exposer: 200 })).toEqual({ balance: 150050, exposure: 20000 });
    expect(balanceToWire({ balance: minor(150050), exposure: minor(20000) })).toEqual({
      balance: 1500.5,
      exposer: 200,
    });
    expect(defaultBalance).toEqual({ balance: 0, exposure: 0 });
  });

  it('a new user maps to the register body and back', () => {
    const wire = newUserToWire(newPlayer);
    expect(wire).toEqual({
      username: 'Rahul_01',
      fullname: 'Rahul Sharma',
      password: 'Passw0rd',
      passwordConfirmation: 'Passw0rd',
      transactionPassword: '1234',
      role: 'user',
      creditRefrences: 1000,
      exposerLimit: 500.5,
      privileges: [],
      userSetting: [],
      jurisdiction: 'intl',
    });
    expect(newUserFromWire(v.parse(registerRequestSchema, wire))).toEqual(newPlayer);
  });

  it('an operator account carries its partnership, parent and bet settings', () => {
    const master: NewUser = {
      ...newPlayer,
      role: 'mdl',
      exposureLimit: undefined,
      privileges: [1, 4],
      parent: 'Boss_1',
      partnership: 30,
      betSettings: [{ minBet: minor(10000), maxBet: minor(5000000), delaySeconds: 5 }],
    };
    const wire = newUserToWire(master);
    expect(wire).toMatchObject({
      partnership: 30,
      parent: 'Boss_1',
      userSetting: [{ minBet: 100, maxBet: 50000, delay: 5 }],
    });
    expect(wire).not.toHaveProperty('exposerLimit');
    expect(newUserFromWire(v.parse(registerRequestSchema, wire))).toEqual(master);
  });

  it('a player without a jurisdiction is outside the UK; a UK one keeps it both ways', () => {
    const { jurisdiction: _none, ...withoutOne } = newPlayer;
    expect(newUserToWire(withoutOne).jurisdiction).toBe('intl');
    const uk = newUserToWire({ ...newPlayer, jurisdiction: 'uk' });
    expect(newUserFromWire(v.parse(registerRequestSchema, uk)).jurisdiction).toBe('uk');
    const { jurisdiction: _omitted, ...wireWithout } = uk;
    expect(v.parse(registerRequestSchema, wireWithout).jurisdiction).toBe('intl');
    expect(v.safeParse(registerRequestSchema, { ...uk, jurisdiction: 'fr' }).success).toBe(false);
  });

  it('a user account row maps its spellings once', () => {
    const account = userAccountFromWire(accountWire);
    expect(account).toEqual({
      id: 'u1',
      username: 'Rahul_01',
      fullName: 'Rahul Sharma',
      role: 'user',
      balance: 150050,
      exposure: 20000,
      creditReference: 100000,
      exposureLimit: 500000,
      privileges: [],
      userLock: false,
      betLock: true,
      createdAt: '2026-11-22T08:00:00.000Z',
    });
    expect(userAccountToWire(account)).toEqual(accountWire);
    const operator = userAccountFromWire({ ...accountWire, role: 'dl', exposerLimit: undefined });
    expect(operator.exposureLimit).toBeUndefined();
    expect(userAccountToWire(operator)).not.toHaveProperty('exposerLimit');
  });

  it('DOMAIN.md: client P/L = balance - credit reference', () => {
    expect(clientProfitLoss({ balance: minor(150050), creditReference: minor(100000) })).toBe(50050);
    expect(clientProfitLoss({ balance: minor(0), creditReference: minor(100000) })).toBe(-100000);
  });

  const money = fc.integer({ min: -1e13, max: 1e13 }).map(minor);
  const nonNegative = fc.integer({ min: 0, max: 1e13 }).map(minor);

  it('property: balances and accounts survive the trip to the wire and back', () => {
    fc.assert(
      fc.property(
        money,
        nonNegative,
        nonNegative,
        fc.option(nonNegative, { nil: undefined }),
        (balance, exposure, credit, limit) => {
          const wire = balanceToWire({ balance, exposure });
          expect(balanceFromWire(v.parse(balanceWireSchema, wire))).toEqual({ balance, exposure });
          const account = {
            ...userAccountFromWire(accountWire),
            balance,
            exposure,
            creditReference: credit,
            exposureLimit: limit,
          };
          expect(userAccountFromWire(v.parse(userAccountWireSchema, userAccountToWire(account)))).toEqual(
            account,
          );
        },
      ),
    );
  });
});

const account = {
  _id: 'u1',
  username: 'Rahul_01',
  fullname: 'Rahul Sharma',
  role: 'user',
  balance: 1500.5,
  exposer: 200,
  creditRefrences: 1000,
  exposerLimit: 5000,
  userLock: false,
  betLock: false,
  createdAt: at,
};
const listRow = {
  ...account,
  roleLabel: 'USER',
  available: 1300.5,
  clientPL: 500.5,
  status: 'active',
  userSetting: [{ minBet: 100, maxBet: 50000, delay: 5 }],
};
const register = {
  username: 'Rahul_01',
  fullname: 'Rahul Sharma',
  password: 'Passw0rd',
  passwordConfirmation: 'Passw0rd',
  transactionPassword: '1234',
  role: 'user',
  creditRefrences: 1000,
  exposerLimit: 500,
};

/** Spec section 7: every users call with bodies it must accept and bodies it must refuse. */
const wireCases: WireCase[] = [
  [
    'balance',
    users.balanceResponseSchema,
    [ok({ balance: -10.5, exposer: 0 })],
    [ok({ balance: 1, exposer: -1 }), ok({ balance: 1 })],
  ],
  [
    'user account balance',
    users.userAccountBalanceRequestSchema,
    [{ username: 'Rahul_01' }],
    [{ username: '' }],
  ],
  [
    'register',
    users.registerRequestSchema,
    [
      register,
      {
        ...register,
        role: 'mdl',
        exposerLimit: undefined,
        privileges: [1, 2],
        partnership: 30,
        parent: 'Boss_1',
        userSetting: [{ minBet: 100, maxBet: 500, delay: 3 }],
      },
    ],
    [
      { ...register, exposerLimit: undefined },
      { ...register, passwordConfirmation: 'Passw0rD' },
      { ...register, username: 'rahul' },
      { ...register, password: 'password' },
      { ...register, transactionPassword: 'x'.repeat(16) },
      { ...register, creditRefrences: -1 },
      { ...register, partnership: 101 },
      { ...register, privileges: [3] },
      { ...register, userSetting: [{ minBet: 500, maxBet: 100, delay: 3 }] },
    ],
  ],
  [
    'register response',
    users.registerResponseSchema,
    [ok({ _id: 'u1', username: 'Rahul_01' })],
    [ok({ username: 'Rahul_01' })],
  ],
  [
    'user list query',
    users.userListQuerySchema,
    [{}, { username: 'Agent_1', search: 'ra', type: 'user', status: 'locked', page: '2' }],
    [{ type: 'boss' }, { page: '0' }],
  ],
  [
    'user list',
    users.userListResponseSchema,
    [ok({ items: [listRow, { ...listRow, exposerLimit: undefined, privileges: [1] }], ...page })],
    [ok({ items: [{ ...listRow, userLock: 'no' }], ...page }), ok({ items: [account], ...page })],
  ],
  ['user detail query', users.userDetailQuerySchema, [{ username: 'Rahul_01' }], [{}]],
  [
    'user detail',
    users.userDetailResponseSchema,
    [ok(listRow)],
    [ok({ ...listRow, createdAt: undefined }), ok({ ...listRow, status: 'asleep' })],
  ],
];

describe('users wire schemas (spec section 7)', () => {
  checkWireCases(wireCases);

  it('reports a missing exposure limit for a player with its message', () => {
    const limit = v.safeParse(users.registerRequestSchema, { ...register, exposerLimit: undefined });
    expect(limit.issues?.map((issue) => issue.message)).toEqual(['Exposure limit is required']);
  });

  it('money on the wire has at most two decimals', () => {
    const balance = (amount: number) =>
      v.safeParse(users.balanceResponseSchema, ok({ balance: amount, exposer: 0 })).success;
    expect(balance(0.1 + 0.2)).toBe(false);
    expect(balance(0.3)).toBe(true);
    expect(balance(1e300)).toBe(false);
    expect(balance(Infinity)).toBe(false);
  });
});
