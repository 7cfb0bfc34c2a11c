import { describe } from 'vitest';
import { checkWireCases, ok, type WireCase } from '../testing/wire.ts';
import * as settings from './settings.ts';

/** Spec section 7: every settings call with bodies it must accept and bodies it must refuse. */
const cases: WireCase[] = [
  [
    'setting list',
    settings.settingListResponseSchema,
    [
      ok([
        { name: 'siteName', value: 'Royal' },
        { name: 'minBet', value: 100 },
      ]),
    ],
    [ok([{ name: '', value: 1 }]), ok([{ name: 'x', value: null }])],
  ],
  [
    'save setting list',
    settings.saveSettingListRequestSchema,
    [{ settingList: [{ name: 'maintenance', value: false }] }],
    [{ settingList: {} }],
  ],
  [
    'payment list',
    settings.paymentListResponseSchema,
    [
      ok(null),
      ok({
        upiId: 'a@upi',
        upiName: 'A',
        accountHolderName: 'A',
        accountNumber: '1',
        ifscCode: 'I',
        qrImageId: 'f1',
        username: 'Agent1',
      }),
    ],
    [ok({ upiId: 'a@upi' }), ok({ upiId: 'a@upi', qrImageId: '', username: 'Agent1' })],
  ],
  [
    'save payment list fields',
    settings.savePaymentListFieldsSchema,
    [
      {
        settingList: JSON.stringify({
          upiId: 'a@upi',
          upiName: 'A',
          accountHolderName: 'A',
          accountNumber: '1',
          ifscCode: 'I',
        }),
      },
    ],
    [{ settingList: '{not json' }, { settingList: '{"upiId":7}' }, { settingList: 7 }],
  ],
  [
    'lottery list',
    settings.lotteryListResponseSchema,
    [ok([{ id: 'l1', image: '/l.png', status: 'open', date: '2026-11-30', title: 'Diwali', price: 50 }])],
    [ok([{ id: 'l1', image: '/l.png', status: 'open', date: '2026-11-30', title: 'Diwali', price: 50.001 }])],
  ],
];

describe('settings wire schemas (spec section 7)', () => {
  checkWireCases(cases);
});
