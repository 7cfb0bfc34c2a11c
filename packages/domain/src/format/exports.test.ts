import { describe, expect, it } from 'vitest';
import { exportFileName, neutraliseCsvCell } from './exports.ts';

describe('neutraliseCsvCell', () => {
  it('puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutraliseCsvCell(cell)).toBe(`'${cell}`);
    }
  });

  it('leaves other text as it is', () => {
    for (const cell of ['Deposit to Player', '1 = 1', '', "'quoted"])
      expect(neutraliseCsvCell(cell)).toBe(cell);
  });
});

it('names an export by its report and period', () => {
  expect(exportFileName('account-statement', { startDate: '2026-11-01', endDate: '2026-11-30' }, 'csv')).toBe(
    'account-statement_2026-11-01_2026-11-30.csv',
  );
});
