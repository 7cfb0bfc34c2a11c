import type { CashierRequest } from './types.ts';

/** A small drawn receipt (60 x 80 PNG): stories show a real image, the same on every run. */
export const receiptPngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAADwAAABQCAIAAADKqIEEAAAAmElEQVR42u3WuQ2AMBAEQBfhmICaKMYxKQUjOaIF88g+o5G2gAl2dZdqPadLgoZuRK/HFjbQ0NDQ0ND90H4PaGjoN+hS9m6Bng5tiNBBOv2s2dAD0YYIHarTd5sNPRBtiNABO93ebOiBaEOEhoaGhp7094CeFG2I0GH/6Zb2Qw9EGyI0dAB0zssngYaGhoZ2XKChoaF/j74AS8e+S+j0v6gAAAAASUVORK5CYII=';

export function receiptPng(): Blob {
  const bytes = Uint8Array.from(atob(receiptPngBase64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

function request(row: Partial<CashierRequest> & Pick<CashierRequest, 'id'>): CashierRequest {
  return {
    username: 'Player',
    type: 'deposit',
    amount: 500,
    createdAt: '2026-01-12T10:15:00Z',
    status: 'pending',
    remark: 'ok',
    accountType: 'upi',
    utrNumber: '412345678901',
    receiptId: `receipt-${row.id}`,
    ...row,
  };
}

export const depositRequests: readonly CashierRequest[] = [
  request({ id: 'd1' }),
  request({
    id: 'd2',
    username: 'Playertwo',
    amount: 2500,
    createdAt: '2026-01-11T18:40:00Z',
    accountType: 'bank',
    utrNumber: '412345678999',
    // Its UTR was on another player's rejected request: the review flags it.
    referenceSharedBy: 1,
  }),
  request({ id: 'd3', amount: 1000, createdAt: '2026-01-10T09:05:00Z', status: 'approved' }),
  request({
    id: 'd4',
    username: 'Rahul_01',
    amount: 100,
    createdAt: '2026-01-09T12:00:00Z',
    status: 'rejected',
    reason: 'Payment not received',
  }),
];

const withdrawal = (row: Partial<CashierRequest> & Pick<CashierRequest, 'id'>) =>
  request({ type: 'withdraw', receiptId: null, utrNumber: undefined, ...row });

export const withdrawRequests: readonly CashierRequest[] = [
  withdrawal({
    id: 'w1',
    amount: 300,
    accountType: 'bank',
    payTo: 'Player Kumar, 001234567890, HDFC0001234',
  }),
  withdrawal({
    id: 'w2',
    username: 'Playertwo',
    amount: 750,
    createdAt: '2026-01-11T08:20:00Z',
    payTo: 'playertwo@okaxis',
  }),
  withdrawal({
    id: 'w3',
    amount: 200,
    createdAt: '2026-01-08T16:45:00Z',
    status: 'approved',
    accountType: 'bank',
    payTo: 'Player Kumar, 001234567890, HDFC0001234',
  }),
];
