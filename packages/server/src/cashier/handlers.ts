import {
  acceptedImageTypes,
  contract,
  depositRangeHint,
  messages,
  paymentImageMaxBytes,
  privilege,
  Refusal,
} from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { holdsPrivilege } from '../hierarchy/common.ts';
import { loadActingUser } from '../hierarchy/subtree.ts';
import { callerOf } from '../http/access.ts';
import type { Caller } from '../caller.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { addBankAccount, addUpi, bankAndUpiList, deleteAccount } from './accounts.ts';
import { checkedImage, imageHeaders, loadFile } from './files.ts';
import { ownMethods, saveMethods, uplineMethods } from './methods.ts';
import { pendingCounts } from './queries.ts';
import { decideRequest, decisionMessage } from './decisions.ts';
import { requestList } from './requestList.ts';
import { addRequest } from './service.ts';

/**
 * Who may see a stored image: its uploader; the operators above it (a receipt under Deposit, which
 * reviews deposits); and, a QR image, the users below its operator, who pay to it. Anyone else is told
 * it does not exist.
 */
async function mayReadFile(
  context: AppContext,
  caller: Caller,
  file: { ownerId: string; ownerPath: string; kind: 'receipt' | 'qr' },
): Promise<boolean> {
  const acting = await loadActingUser(context.db, caller);
  if (file.ownerId === acting.id || file.ownerId === caller.userId) return true;
  if (file.ownerPath.startsWith(`${acting.path}/`)) {
    return file.kind === 'qr' || holdsPrivilege(caller, privilege.deposit);
  }
  return file.kind === 'qr' && acting.path.startsWith(`${file.ownerPath}/`);
}

/** Spec 7, Payments: a player's accounts and requests, an operator's methods and review (ADR 0011). */
export function cashierHandlers(context: AppContext) {
  const { db } = context;
  return [
    handler(contract.addBankAccount, async ({ body, request }) => {
      const player = await loadActingUser(db, callerOf(request));
      return ok(await addBankAccount(db, player.id, body), messages.accountAdded);
    }),
    handler(contract.addUpi, async ({ body, request }) => {
      const player = await loadActingUser(db, callerOf(request));
      return ok(await addUpi(db, player.id, body), messages.upiAdded);
    }),
    handler(contract.deleteUpiBank, async ({ body, request }) => {
      const player = await loadActingUser(db, callerOf(request));
      await deleteAccount(db, player.id, body.type, body.id);
      return ok(null, body.type === 'upi' ? 'UPI Id deleted' : 'Account deleted');
    }),
    handler(contract.getBankAndUpiList, async ({ request }) => {
      const player = await loadActingUser(db, callerOf(request));
      return ok(await bankAndUpiList(db, player.id));
    }),
    handler(contract.addDepositWithdraw, async ({ body, file, request }) => {
      const row = await addRequest(context, callerOf(request), body, file);
      return ok(row, row.type === 'deposit' ? 'Deposit request sent' : 'Withdraw request sent');
    }),
    handler(contract.getDepositWithdrawList, async ({ query: { page }, body, request }) =>
      ok(await requestList(context, callerOf(request), body, { page, pageSize: body.pageSize })),
    ),
    handler(contract.updateDepositWithdrawStatus, async ({ body, request, gone }) => {
      const row = await decideRequest(context, callerOf(request), body, gone);
      return ok(row, decisionMessage(row));
    }),
    handler(contract.pendingPaymentCount, async ({ request }) => {
      const caller = callerOf(request);
      const acting = await loadActingUser(db, caller);
      const counts = await pendingCounts(db, acting.path);
      // Only what the caller may decide counts: the menu leads nowhere else.
      return ok({
        deposit: holdsPrivilege(caller, privilege.deposit) ? counts.deposit : 0,
        withdraw: holdsPrivilege(caller, privilege.withdraw) ? counts.withdraw : 0,
      });
    }),
    handler(contract.getPaymentList, async ({ request }) => {
      const player = await loadActingUser(db, callerOf(request));
      return ok(await uplineMethods(db, player.path));
    }),
    handler(contract.getSettingList, async () =>
      ok({
        depositMin: depositRangeHint.min,
        depositMax: depositRangeHint.max,
        imageTypes: [...acceptedImageTypes],
        imageMaxBytes: paymentImageMaxBytes,
      }),
    ),
    handler(contract.paymentList, async ({ request }) => {
      const operator = await loadActingUser(db, callerOf(request));
      return ok(await ownMethods(db, operator.id));
    }),
    handler(contract.savePaymentList, async ({ body, file, request }) => {
      const operator = await loadActingUser(db, callerOf(request));
      const image = file ? await checkedImage(file) : null;
      return ok(await saveMethods(db, operator.id, body.settingList, image), 'Payment methods saved');
    }),
    handler(contract.paymentFile, async ({ params, request, reply }) => {
      const file = await loadFile(db, params.id);
      if (!file || !(await mayReadFile(context, callerOf(request), file))) throw new Refusal('not_found');
      void reply.headers(imageHeaders(file));
      return file.bytes;
    }),
  ];
}
