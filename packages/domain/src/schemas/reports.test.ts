import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkWireCases, ok, onePage as page, timestamp as at, type WireCase } from '../testing/wire.ts';
import * as reports from './reports.ts';

/** Spec section 7: every reports call with bodies it must accept and bodies it must refuse. */
const cases: WireCase[] = [
  [
    'account statement request',
    reports.accountStatementRequestSchema,
    [
      { startDate: '2026-11-15', endDate: '2026-11-22' },
      { startDate: '2026-11-22', endDate: '2026-11-22', username: 'Rahul_01' },
    ],
    [
      { startDate: '2026-11-23', endDate: '2026-11-22' },
      { startDate: '22/11/2026', endDate: '2026-11-22' },
    ],
  ],
  [
    'account statement response',
    reports.accountStatementResponseSchema,
    [
      ok({
        items: [
          { _id: 'e1', createdAt: at, narration: 'Deposit / by master', credit: 100, debit: 0, balance: 100 },
        ],
        ...page,
      }),
    ],
    [ok({ items: [], page: 0, totalPages: 0, totalDocs: 0 })],
  ],
  [
    'user logs request',
    reports.userLogsRequestSchema,
    [
      { startDate: '2026-11-15', endDate: '2026-11-22' },
      { startDate: '2026-11-15', endDate: '2026-11-22', reportType: 'changePassword' },
    ],
    [{ startDate: '2026-11-15', endDate: '2026-11-22', reportType: 'logout' }],
  ],
  [
    'user logs response',
    reports.userLogsResponseSchema,
    [ok({ items: [{ createdAt: at, logs: { ip: '1.2.3.4' } }], ...page })],
    [ok({ items: [{ createdAt: at }], ...page })],
  ],
  [
    'profit loss request',
    reports.profitLossRequestSchema,
    [{ startDate: '2026-10-22', endDate: '2026-11-22' }],
    [{ startDate: '2026-11-22' }],
  ],
  [
    'profit loss response',
    reports.profitLossResponseSchema,
    [ok({ items: [{ sportId: 4, narration: 'Cricket / x', total: -12.5 }], ...page })],
    [ok({ items: [{ sportId: 3, narration: 'x', total: 1 }], ...page })],
  ],
];

describe('reports wire schemas (spec section 7)', () => {
  checkWireCases(cases);

  it('defaults the activity log type to Login', () => {
    const request = v.parse(reports.userLogsRequestSchema, {
      startDate: '2026-11-15',
      endDate: '2026-11-22',
    });
    expect(request.reportType).toBe('login');
  });

  it('reports a start after the end with its message', () => {
    const range = v.safeParse(reports.profitLossRequestSchema, {
      startDate: '2026-11-23',
      endDate: '2026-11-22',
    });
    expect(range.issues?.map((issue) => issue.message)).toEqual(['Start date must not be after end date']);
  });
});
