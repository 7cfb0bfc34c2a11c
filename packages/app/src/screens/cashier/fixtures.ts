import { qrCodeFixture } from '../account/fixtures.ts';
import type { DepositMethods } from './PaymentMethodsCard.tsx';
import type { PaymentStatementRow } from './PaymentStatementScreen.tsx';
import type { SavedAccounts } from './WithdrawScreen.tsx';

/** An Agent's payment methods, with a real QR image so the story shows what a player scans. */
export const methodsFixture: DepositMethods = {
  upiId: 'agentpay@okhdfc',
  upiName: 'Agent Payments',
  accountHolderName: 'Ravi Kumar',
  accountNumber: '50100234567890',
  ifscCode: 'HDFC0001234',
  qrImageUrl: qrCodeFixture,
};

export const accountsFixture: SavedAccounts = {
  bank: [
    { _id: 'b1', accountHolderName: 'Asha Patel', accountNumber: '123456789012', ifscCode: 'SBIN0004567' },
  ],
  upi: [
    { _id: 'u1', upiId: 'asha@oksbi' },
    { _id: 'u2', upiId: 'asha.patel@ybl' },
  ],
};

export const depositRowsFixture: readonly PaymentStatementRow[] = [
  {
    id: 'd3',
    type: 'deposit',
    amount: 5000,
    createdAt: '2026-01-12T10:00:00Z',
    status: 'pending',
    remark: 'ok',
  },
  {
    id: 'd2',
    type: 'deposit',
    amount: 2500.5,
    createdAt: '2026-01-09T12:30:00Z',
    status: 'approved',
    remark: 'ok',
  },
  {
    id: 'd1',
    type: 'deposit',
    amount: 100,
    createdAt: '2026-01-05T08:00:00Z',
    status: 'rejected',
    remark: 'ok',
    reason: 'UTR does not match the payment',
  },
];

export const withdrawRowsFixture: readonly PaymentStatementRow[] = depositRowsFixture.map((row, index) => ({
  ...row,
  id: `w${index}`,
  type: 'withdraw',
}));

/** A receipt as a player picks it: a png. */
export function receiptPng(name = 'receipt.png'): File {
  const base64 = qrCodeFixture.slice(qrCodeFixture.indexOf(',') + 1);
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png', lastModified: 0 });
}
