import { messages, type PaymentAccountType } from '@exchange/domain';
import { useCallback, useState } from 'react';
import { addBankAccount, addUpi, bankAndUpiList, deleteUpiBank, requestWithdrawal } from '../api/cashier.ts';
import { WithdrawScreen, type WithdrawRequest } from '../screens/cashier/WithdrawScreen.tsx';
import { errorMessage, useSubmission } from '../forms/useSubmission.ts';
import { useServices } from '../services.ts';
import { useKeyedLoad } from './useKeyedLoad.ts';

/** Told once a withdrawal request is in: its amount is held until the upline decides. */
export const withdrawalRequested =
  'Withdrawal request sent. The amount is held until your upline approves or rejects it.';

/**
 * `/withdraw`: get-bank-and-upi-list, add-bank-account, add-upi and delete-upi-bank for the saved accounts;
 * add-deposit-withdraw (JSON) for the request, whose amount is held at once (the balance push shows it).
 */
export function Component() {
  const { api, toast } = useServices();
  // Each change to the list reads it again.
  const [version, setVersion] = useState(0);
  const load = useCallback(() => bankAndUpiList(api), [api]);
  const accounts = useKeyedLoad(`accounts-${version}`, load);
  const { failure, pending, send } = useSubmission();
  const [sent, setSent] = useState(0);
  const reload = () => setVersion((count) => count + 1);

  /** Adds an account: the spec's toast, the list again; the server's refusal goes back to the form. */
  const adding =
    <T,>(add: (form: T) => Promise<unknown>, added: string) =>
    async (form: T) => {
      try {
        await add(form);
      } catch (failure) {
        return errorMessage(failure);
      }
      toast.success(added);
      reload();
      return undefined;
    };

  async function remove(type: PaymentAccountType, id: string) {
    try {
      toast.success((await deleteUpiBank(api, type, id)) || 'Deleted');
      reload();
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  }

  async function submit(request: WithdrawRequest) {
    const accepted = await send(async () => {
      await requestWithdrawal(api, {
        amount: request.amount,
        accountType: request.accountType,
        accountId: request.bankDetail._id,
      });
    });
    if (!accepted) return;
    toast.success(withdrawalRequested);
    // The server's balance push moves the balance bar by the amount held.
    setSent((count) => count + 1);
  }

  return (
    <WithdrawScreen
      key={sent}
      accounts={accounts.value ?? { bank: [], upi: [] }}
      loading={accounts.value === null && accounts.status === 'loading'}
      onSubmit={(request) => void submit(request)}
      onAddBank={adding((form) => addBankAccount(api, form), messages.accountAdded)}
      onAddUpi={adding((form) => addUpi(api, form), messages.upiAdded)}
      onDelete={(type, id) => void remove(type, id)}
      pending={pending}
      error={failure}
    />
  );
}
