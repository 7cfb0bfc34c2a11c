import { describe } from 'vitest';
import { checkWireCases, ok, onePage as page, timestamp as at, type WireCase } from '../testing/wire.ts';
import * as payments from './payments.ts';

const bank = { _id: 'k1', accountHolderName: 'R Sharma', accountNumber: '0012', ifscCode: 'SBIN0001234' };
const row = {
  _id: 'q1',
  type: 'deposit',
  amount: 500,
  createdAt: at,
  status: 'pending',
  remark: 'ok',
  reason: null,
  username: 'Player1',
  accountType: 'upi',
  utrno: '123456789012',
  referenceSharedBy: 0,
  bankDetail: null,
  imageId: 'f1',
  decidedAt: null,
  decidedBy: null,
};

/** Spec section 7: every payments call with bodies it must accept and bodies it must refuse. */
const cases: WireCase[] = [
  [
    'add bank account',
    payments.addBankAccountRequestSchema,
    [{ accountHolderName: 'R', accountNumber: '1', ifscCode: 'I' }],
    [{ accountHolderName: 'R', accountNumber: '', ifscCode: 'I' }],
  ],
  ['add upi', payments.addUpiRequestSchema, [{ upiId: 'a@upi' }], [{ upiId: '' }]],
  [
    'bank and upi list',
    payments.bankAndUpiListResponseSchema,
    [ok({ bank: [bank], upi: [{ _id: 'p1', upiId: 'a@upi' }] })],
    [ok({ bank: [{ ...bank, _id: '' }], upi: [] })],
  ],
  [
    'delete upi or bank',
    payments.deleteUpiBankRequestSchema,
    [{ type: 'upi', id: 'p1' }],
    [{ type: 'card', id: 'p1' }],
  ],
  [
    'deposit fields',
    payments.depositRequestFieldsSchema,
    [
      { type: 'deposit', amount: '500', remark: 'ok', accountType: 'upi', utrno: '1234' },
      { type: 'deposit', amount: 100000, accountType: 'bank', utrno: 123456789012 },
    ],
    [
      { type: 'deposit', amount: '0', remark: 'ok', accountType: 'upi', utrno: '1234' },
      { type: 'deposit', amount: '99.99', remark: 'ok', accountType: 'upi', utrno: '1234' },
      { type: 'deposit', amount: '100000.01', remark: 'ok', accountType: 'upi', utrno: '1234' },
      { type: 'deposit', amount: '500', remark: 'thanks', accountType: 'upi', utrno: '1234' },
      { type: 'deposit', amount: '500', remark: 'ok', accountType: 'upi', utrno: 'UTR1' },
      { type: 'deposit', amount: '500', remark: 'ok', accountType: 'upi', utrno: '' },
      { type: 'deposit', amount: '1e3', remark: 'ok', accountType: 'upi', utrno: '1' },
    ],
  ],
  [
    'withdraw request',
    payments.withdrawRequestSchema,
    [
      { type: 'withdraw', amount: 500, remark: 'ok', accountType: 'bank', bankDetail: bank },
      { type: 'withdraw', amount: '1', accountType: 'upi', bankDetail: { _id: 'p1', upiId: 'a@upi' } },
    ],
    [
      { type: 'withdraw', amount: 500, remark: 'ok', accountType: 'bank' },
      { type: 'withdraw', amount: 500, remark: 'ok', accountType: 'bank', bankDetail: { _id: '' } },
      { type: 'deposit', amount: 500, remark: 'ok', accountType: 'bank', bankDetail: bank },
      { type: 'withdraw', amount: 0, remark: 'ok', accountType: 'bank', bankDetail: bank },
    ],
  ],
  [
    'payment request list',
    payments.paymentRequestListRequestSchema,
    [
      { type: 'deposit', startDate: '2026-11-15', endDate: '2026-11-22' },
      {
        type: 'withdraw',
        startDate: '2026-11-15',
        endDate: '2026-11-22',
        reportType: 'pending',
        pageSize: 50,
      },
    ],
    [
      { type: 'deposit', startDate: '2026-11-15', endDate: '2026-11-22', reportType: 'done' },
      { type: 'deposit', startDate: '2026-11-22', endDate: '2026-11-15' },
      { type: 'deposit', startDate: '2026-11-15', endDate: '2026-11-22', pageSize: 25 },
    ],
  ],
  [
    'payment request rows',
    payments.paymentRequestListResponseSchema,
    [
      ok({ items: [row], ...page }),
      ok({ items: [{ ...row, type: 'withdraw', bankDetail: bank, utrno: null, imageId: null }], ...page }),
      ok({ items: [{ ...row, status: 'rejected', reason: 'Payment not received' }], ...page }),
    ],
    [
      ok({ items: [{ ...row, status: 'open' }], ...page }),
      ok({ items: [{ _id: 'q1', type: 'deposit' }], ...page }),
    ],
  ],
  [
    'update payment status',
    payments.updatePaymentStatusRequestSchema,
    [
      { id: 'q1', status: 'approved', transactionPassword: 'abc123' },
      { id: 'q1', status: 'rejected', transactionPassword: 'abc123', reason: 'UTR not found' },
    ],
    [
      { id: 'q1', status: 'paid', transactionPassword: 'abc123' },
      { id: 'q1', status: 'pending', transactionPassword: 'abc123' },
      { id: 'q1', status: 'approved', transactionPassword: '' },
      // A rejection says why (issue 39).
      { id: 'q1', status: 'rejected', transactionPassword: 'abc123', remark: 'UTR not found' },
      { id: 'q1', status: 'rejected', transactionPassword: 'abc123', reason: '  ' },
    ],
  ],
];

describe('payments wire schemas (spec section 7)', () => {
  checkWireCases(cases);
});
