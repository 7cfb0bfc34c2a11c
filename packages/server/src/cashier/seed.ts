import { inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { saveMethods } from './methods.ts';

/** The demo operators whose players deposit to them, with the UPI and bank details shown. */
const demoMethods = [
  { username: 'Agent', upiId: 'demo.agent@upi', accountNumber: '50100123456789', ifscCode: 'HDFC0001234' },
  { username: 'Master', upiId: 'demo.master@upi', accountNumber: '50100987654321', ifscCode: 'ICIC0005678' },
] as const;

/**
 * Payment methods for the demo operators, each with a QR image of its UPI payment address (the `upi://pay`
 * URI a payments app scans), so the deposit page shows something out of the box.
 */
export async function seedDemoPaymentMethods(db: Database): Promise<void> {
  const rows = await db
    .select({ id: users.id, username: users.username, fullname: users.fullname })
    .from(users)
    .where(
      inArray(
        users.username,
        demoMethods.map((method) => method.username),
      ),
    );
  for (const method of demoMethods) {
    const operator = rows.find((row) => row.username === method.username);
    if (!operator) continue;
    const uri = `upi://pay?pa=${encodeURIComponent(method.upiId)}&pn=${encodeURIComponent(operator.fullname)}&cu=INR`;
    const bytes = await QRCode.toBuffer(uri, { type: 'png', width: 240, margin: 2 });
    await saveMethods(
      db,
      operator.id,
      {
        upiId: method.upiId,
        upiName: operator.fullname,
        accountHolderName: operator.fullname,
        accountNumber: method.accountNumber,
        ifscCode: method.ifscCode,
      },
      { contentType: 'image/png', bytes },
    );
  }
}
