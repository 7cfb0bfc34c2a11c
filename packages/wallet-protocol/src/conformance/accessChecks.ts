import { randomUUID } from 'node:crypto';
import { signatureScheme } from '../signature.ts';
import {
  authenticated,
  expectAmount,
  expectBalance,
  expectField,
  expectHttp,
  expectStatus,
  playing,
} from './expect.ts';
import { kitCall, type WalletCheck, type WalletUnderTest } from './kitCall.ts';

/** The kit's checks of who may call: the signature, the launch token, the body. */

const now = (wallet: WalletUnderTest) => (wallet.now ?? Date.now)();
const outsideWindowMs = signatureScheme.windowMs + 1_000;

export const signatureChecks: WalletCheck[] = [
  {
    name: 'refuses a call signed with another secret (401 INVALID_SIGNATURE), moving nothing',
    async run(wallet) {
      const { token, round } = await authenticated(wallet);
      const debit = { ...round('debit'), amount: '10.00' };
      const sent = await kitCall(wallet, 'debit', debit, { secret: `${wallet.secret}-not` });
      expectHttp(sent, 401, 'a debit signed with another secret');
      await expectBalance(wallet, token, '100.00', 'after a debit signed with another secret');
    },
  },
  {
    name: 'refuses a timestamp more than 30 s from its clock, either way, and takes one within',
    async run(wallet) {
      const { token, round } = await authenticated(wallet);
      const debit = { ...round('debit'), amount: '10.00' };
      for (const timestampMs of [now(wallet) - outsideWindowMs, now(wallet) + outsideWindowMs]) {
        expectHttp(await kitCall(wallet, 'debit', debit, { timestampMs }), 401, 'a debit stamped 31 s away');
      }
      await expectBalance(wallet, token, '100.00', 'after debits stamped 31 s away');
      const within = await kitCall(wallet, 'balance', { token }, { timestampMs: now(wallet) - 20_000 });
      expectStatus(within.answer, 'OK', 'a balance stamped 20 s ago');
    },
  },
  {
    name: 'refuses a body other than the one signed',
    async run(wallet) {
      const { token, round } = await authenticated(wallet);
      const signed = JSON.stringify({ ...round('debit'), amount: '1.00' });
      const sent = JSON.stringify({ ...round('debit'), amount: '10.00' });
      const answer = await kitCall(wallet, 'debit', null, { rawBody: sent, signedBody: signed });
      expectHttp(answer, 401, 'a debit whose body changed after signing');
      await expectBalance(wallet, token, '100.00', 'after a changed body');
    },
  },
];

export const tokenChecks: WalletCheck[] = [
  {
    name: 'authenticates a launch token once, answering the player, currency and balance',
    async run(wallet) {
      const player = await playing(wallet, '250.50');
      const first = await player.authenticate();
      expectStatus(first.answer, 'OK', 'the first authenticate');
      expectAmount(first.answer, '250.50', 'the first authenticate');
      expectStatus((await player.authenticate()).answer, 'INVALID_TOKEN', 'a second authenticate');
      await expectBalance(wallet, player.token, '250.50', 'after authenticate');
    },
  },
  {
    name: 'refuses a token it never issued (INVALID_TOKEN)',
    async run(wallet) {
      const token = `unknown-${randomUUID()}`;
      for (const action of ['authenticate', 'balance'] as const) {
        expectStatus((await kitCall(wallet, action, { token })).answer, 'INVALID_TOKEN', action);
      }
      const debit = { token, transactionId: randomUUID(), roundId: 'r', gameCode: 'g', amount: '1.00' };
      expectStatus((await kitCall(wallet, 'debit', debit)).answer, 'INVALID_TOKEN', 'debit');
    },
  },
  {
    name: 'answers a body that is not the call’s INVALID_REQUEST with a message, moving nothing',
    async run(wallet) {
      const { token, round } = await authenticated(wallet);
      const bodies = [
        { ...round('three-decimals'), amount: '10.001' },
        { ...round('zero'), amount: '0' },
        { ...round('negative'), amount: '-1.00' },
        { token, roundId: 'r', gameCode: 'g', amount: '1.00' },
      ];
      for (const body of bodies) {
        const { answer } = await kitCall(wallet, 'debit', body);
        expectStatus(answer, 'INVALID_REQUEST', `a debit of ${JSON.stringify(body)}`);
        expectField(answer, 'message', /./, `the refusal of ${JSON.stringify(body)}`);
      }
      const notJson = await kitCall(wallet, 'debit', null, { rawBody: '{not json' });
      expectStatus(notJson.answer, 'INVALID_REQUEST', 'a body that is not JSON');
      await expectBalance(wallet, token, '100.00', 'after bad bodies');
    },
  },
  {
    name: 'refuses stakes of a blocked player (PLAYER_BLOCKED), moving nothing',
    async run(wallet) {
      const player = await playing(wallet, '100.00', { blocked: true });
      const started = await player.authenticate();
      // A wallet may refuse the game from the start, or take it and refuse each stake.
      if (started.answer.status === 'PLAYER_BLOCKED') return;
      expectStatus(started.answer, 'OK', 'authenticate of a blocked player');
      const debit = await kitCall(wallet, 'debit', { ...player.round('debit'), amount: '10.00' });
      expectStatus(debit.answer, 'PLAYER_BLOCKED', 'a blocked player’s debit');
      await expectBalance(wallet, player.token, '100.00', 'after a blocked debit');
    },
  },
];
