import { describe } from 'vitest';
import { checkWireCases, ok, type WireCase } from '../testing/wire.ts';
import * as userActions from './userActions.ts';

/** Spec section 7: every userActions call with bodies it must accept and bodies it must refuse. */
const cases: WireCase[] = [
  [
    'update user',
    userActions.updateUserRequestSchema,
    [{ username: 'Rahul_01', transactionPassword: '1234', exposerLimit: 100, fullname: 'R' }],
    [{ username: 'Rahul_01', transactionPassword: '' }],
  ],
  [
    'update wallet',
    userActions.updateUserWalletRequestSchema,
    [{ username: 'Rahul_01', type: 'deposit', amount: 100, transactionPassword: '1234' }],
    [
      { username: 'Rahul_01', type: 'deposit', amount: 0, transactionPassword: '1234' },
      { username: 'Rahul_01', type: 'gift', amount: 1, transactionPassword: '1234' },
    ],
  ],
  [
    'user stakes',
    userActions.userStakesResponseSchema,
    [ok({ stakes: [100, 500, 1000], acceptBetterPrice: true, waitIfPriceWorse: false })],
    [
      ok({ stakes: [0], acceptBetterPrice: true, waitIfPriceWorse: false }),
      ok({ stakes: [100], acceptBetterPrice: 'yes', waitIfPriceWorse: false }),
    ],
  ],
  [
    'save user stakes (each setting optional: what is left out stays as saved)',
    userActions.userStakesSchema,
    [{ stakes: [100, 500] }, { acceptBetterPrice: false }, { waitIfPriceWorse: true }],
    [{ stakes: [0] }, { acceptBetterPrice: 'no' }, { waitIfPriceWorse: 1 }, {}],
  ],
  [
    'update user status',
    userActions.updateUserStatusRequestSchema,
    [{ username: 'Rahul_01', betLock: true, transactionPassword: '1234' }],
    [{ username: 'Rahul_01', betLock: 'yes', transactionPassword: '1234' }],
  ],
  [
    'update password',
    userActions.updatePasswordRequestSchema,
    [
      { oldPassword: 'old', password: 'Passw0rd', passwordConfirmation: 'Passw0rd' },
      {
        username: 'Rahul_01',
        password: 'Passw0rd',
        passwordConfirmation: 'Passw0rd',
        transactionPassword: '1234',
      },
    ],
    [
      { password: 'Passw0rd', passwordConfirmation: 'x' },
      { password: 'weak', passwordConfirmation: 'weak' },
    ],
  ],
  [
    'add transaction password',
    userActions.addTransactionPasswordRequestSchema,
    [{ password: 'Passw0rd', transactionPassword: 'Txn12345' }],
    [
      { password: 'Passw0rd', transactionPassword: '' },
      { password: 'Passw0rd', transactionPassword: '1234' },
      { password: 'Passw0rd', transactionPassword: 'Txn1234' },
      { password: 'Passw0rd', transactionPassword: 'Passw0rd' },
    ],
  ],
  [
    'reset transaction password',
    userActions.resetTransactionPasswordRequestSchema,
    [{ username: 'Rahul_01', password: 'secret' }],
    [{ username: '' }, { username: 'Rahul_01' }, { username: 'Rahul_01', password: '' }],
  ],
  [
    'reset transaction password response',
    userActions.resetTransactionPasswordResponseSchema,
    [ok({ transactionPassword: '5821' })],
    [ok({})],
  ],
  ['user suggestion', userActions.userSuggestionRequestSchema, [{ username: 'Ra' }], [{}]],
  [
    'user suggestion response',
    userActions.userSuggestionResponseSchema,
    [ok(['Rahul_01', 'Ravi_22'])],
    [ok([1])],
  ],
  [
    'general setting',
    userActions.generalSettingRequestSchema,
    [{ oneClickBet: true, defaultStake: 100 }],
    [{ x: null }],
  ],
  [
    'exposure events',
    userActions.exposureEventsResponseSchema,
    [ok([{ matchId: 1, matchName: 'India v Australia', sportId: 4, exposer: 150 }])],
    [ok([{ matchId: 1, matchName: 'x', sportId: 4, exposer: -1 }])],
  ],
  [
    'user book query',
    userActions.userBookQuerySchema,
    [
      { matchId: '1', marketId: '1.1' },
      { matchId: '1', marketId: '1.1', username: 'Rahul_01' },
    ],
    [
      { matchId: '1', marketId: '' },
      { matchId: '1', marketId: '1.1', username: '' },
    ],
  ],
  [
    'user book',
    userActions.userBookResponseSchema,
    [ok([{ selectionId: 7, runnerName: 'India', amount: 250 }])],
    [ok([{ selectionId: 7, amount: 250 }])],
  ],
];

describe('userActions wire schemas (spec section 7)', () => {
  checkWireCases(cases);
});
