import {
  authenticated,
  expectAmount,
  expectBalance,
  expectDone,
  expectField,
  expectSame,
  expectStatus,
} from './expect.ts';
import { kitCall, type WalletCheck } from './kitCall.ts';

/** The kit's checks of money: debits, credits and rollbacks, each idempotent by its transactionId. */

export const debitChecks: WalletCheck[] = [
  {
    name: 'debits the stake and answers the balance after it and the transactionId',
    async run(wallet) {
      const { token, round, ids } = await authenticated(wallet);
      const answer = await expectDone(wallet, 'debit', { ...round('debit'), amount: '10.00' }, 'a debit');
      expectAmount(answer, '90.00', 'a debit of 10.00 from 100.00');
      expectField(answer, 'transactionId', ids('debit'), 'a debit');
      await expectBalance(wallet, token, '90.00', 'after a debit');
    },
  },
  {
    name: 'answers a replayed debit its first answer, balance as first answered, and moves nothing',
    async run(wallet) {
      const { token, round } = await authenticated(wallet);
      const debit = { ...round('debit'), amount: '10.00' };
      const first = await expectDone(wallet, 'debit', debit, 'a debit');
      await expectDone(wallet, 'debit', { ...round('next'), amount: '5.00' }, 'next');
      expectSame((await kitCall(wallet, 'debit', debit)).answer, first, 'a replayed debit');
      await expectBalance(wallet, token, '85.00', 'after a replayed debit');
    },
  },
  {
    name: 'refuses a transactionId used again for another call (INVALID_REQUEST)',
    async run(wallet) {
      const { token, round } = await authenticated(wallet);
      await expectDone(wallet, 'debit', { ...round('debit'), amount: '10.00' }, 'a debit');
      const other = await kitCall(wallet, 'debit', { ...round('debit'), amount: '20.00' });
      expectStatus(other.answer, 'INVALID_REQUEST', 'the same transactionId with another amount');
      await expectBalance(wallet, token, '90.00', 'after a reused transactionId');
    },
  },
  {
    name: 'refuses a debit above the balance (INSUFFICIENT_FUNDS), moving nothing, and takes all of it',
    async run(wallet) {
      const { token, round } = await authenticated(wallet);
      const over = await kitCall(wallet, 'debit', { ...round('over'), amount: '100.01' });
      expectStatus(over.answer, 'INSUFFICIENT_FUNDS', 'a debit of 100.01 from 100.00');
      await expectBalance(wallet, token, '100.00', 'after an insufficient debit');
      const all = await expectDone(
        wallet,
        'debit',
        { ...round('all'), amount: '100.00' },
        'a debit of the whole balance',
      );
      expectAmount(all, '0.00', 'a debit of the whole balance');
    },
  },
];

export const settlementChecks: WalletCheck[] = [
  {
    name: 'credits wins against a debit: several a round, a credit of 0 moving nothing, a replay once',
    async run(wallet) {
      const { token, round, ids } = await authenticated(wallet);
      await expectDone(wallet, 'debit', { ...round('debit'), amount: '10.00' }, 'a debit');
      const credit = (name: string, amount: string) =>
        expectDone(wallet, 'credit', { ...round(name), debitTransactionId: ids('debit'), amount }, name);
      const win = await credit('win', '25.00');
      expectAmount(win, '115.00', 'a credit of 25.00 after a debit of 10.00');
      expectAmount(await credit('nothing', '0'), '115.00', 'a credit of 0');
      expectAmount(await credit('more', '5.00'), '120.00', 'a second credit of the round');
      expectSame(await credit('win', '25.00'), win, 'a replayed credit');
      await expectBalance(wallet, token, '120.00', 'after the credits');
    },
  },
  {
    name: 'refuses a credit for a debit never made (DEBIT_NOT_FOUND), and takes it once the debit comes',
    async run(wallet) {
      const { token, round, ids } = await authenticated(wallet);
      const credit = { ...round('credit'), debitTransactionId: ids('debit'), amount: '25.00' };
      expectStatus((await kitCall(wallet, 'credit', credit)).answer, 'DEBIT_NOT_FOUND', 'an early credit');
      await expectBalance(wallet, token, '100.00', 'after an early credit');
      await expectDone(wallet, 'debit', { ...round('debit'), amount: '10.00' }, 'the debit');
      await expectDone(wallet, 'credit', credit, 'the credit sent again after its debit');
      await expectBalance(wallet, token, '115.00', 'after the credit');
    },
  },
  {
    name: 'rolls a debit back once: another rollback and a replay answer OK and move nothing',
    async run(wallet) {
      const { token, round, ids } = await authenticated(wallet);
      await expectDone(wallet, 'debit', { ...round('debit'), amount: '10.00' }, 'a debit');
      const rollback = (name: string) =>
        expectDone(wallet, 'rollback', { ...round(name), debitTransactionId: ids('debit') }, name);
      const first = await rollback('rollback');
      expectAmount(first, '100.00', 'a rollback of a debit of 10.00');
      await rollback('again'); // a second rollback of the same debit
      expectSame(await rollback('rollback'), first, 'a replayed rollback');
      await expectBalance(wallet, token, '100.00', 'after the rollbacks');
    },
  },
  {
    name: 'refuses a credit after the rollback of its debit (TRANSACTION_ROLLED_BACK)',
    async run(wallet) {
      const { token, round, ids } = await authenticated(wallet);
      const settles = { debitTransactionId: ids('debit') };
      await expectDone(wallet, 'debit', { ...round('debit'), amount: '10.00' }, 'a debit');
      await expectDone(wallet, 'rollback', { ...round('rollback'), ...settles }, 'rollback');
      const credit = await kitCall(wallet, 'credit', { ...round('credit'), ...settles, amount: '25.00' });
      expectStatus(credit.answer, 'TRANSACTION_ROLLED_BACK', 'a credit after the rollback');
      await expectBalance(wallet, token, '100.00', 'after a credit of a rolled-back debit');
    },
  },
  {
    name: 'keeps the rollback of a debit never seen (DEBIT_NOT_FOUND): the late debit is refused',
    async run(wallet) {
      const { token, round, ids } = await authenticated(wallet);
      const rollback = await kitCall(wallet, 'rollback', {
        ...round('rollback'),
        debitTransactionId: ids('debit'),
      });
      expectStatus(rollback.answer, 'DEBIT_NOT_FOUND', 'a rollback of a debit never seen');
      const late = await kitCall(wallet, 'debit', { ...round('debit'), amount: '10.00' });
      expectStatus(late.answer, 'TRANSACTION_ROLLED_BACK', 'the debit arriving after its rollback');
      await expectBalance(wallet, token, '100.00', 'after a late debit');
    },
  },
  {
    name: 'refuses a rollback once the round is credited (INVALID_REQUEST), moving nothing',
    async run(wallet) {
      const { token, round, ids } = await authenticated(wallet);
      const settles = { debitTransactionId: ids('debit') };
      await expectDone(wallet, 'debit', { ...round('debit'), amount: '10.00' }, 'a debit');
      await expectDone(wallet, 'credit', { ...round('credit'), ...settles, amount: '0' }, 'a credit');
      const rollback = await kitCall(wallet, 'rollback', { ...round('rollback'), ...settles });
      expectStatus(rollback.answer, 'INVALID_REQUEST', 'a rollback after the credit');
      await expectBalance(wallet, token, '90.00', 'after a rollback of a closed round');
    },
  },
];
