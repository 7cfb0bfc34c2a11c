import { balanceFromWire, messages, type PaymentAccountType } from '@exchange/domain';
import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { ApiError } from '../api/api.ts';
import { userBalance } from '../api/calls.ts';
import { addBankAccount, addUpi, bankAndUpiList, deleteUpiBank, requestWithdrawal } from '../api/cashier.ts';
import { WithdrawScreen, type WithdrawRequest } from '../screens/cashier/WithdrawScreen.tsx';
import { useServices } from '../services.ts';
import { balanceAtom } from '../state/atoms.ts';
import { useKeyedLoad } from './useKeyedLoad.ts';

/** Told once a withdrawal request is in: its amount is held until the upline decides. */
export const withdrawalRequested =
  'Withdrawal request sent. The amount is held until your upline approves or rejects it.';

const messageOf = (failure: unknown) => (failure instanceof ApiError ? failure.message : String(failure));

/**
 * `/withdraw`: get-bank-and-upi-list, add-bank-account, add-upi and delete-upi-bank for the saved accounts;
 * add-deposit-withdraw (JSON) for the request, after which the balance bar shows the amount held.
 */
export function Component() {
  const { api, toast } = useServices();
  const setBalance = useSetAtom(balanceAtom);
  // Each change to the list reads it again.
  const [version, setVersion] = useState(0);
  const load = useCallback(() => bankAndUpiList(api), [api]);
  const accounts = useKeyedLoad(`accounts-${version}`, load);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(0);
  const reload = () => setVersion((count) => count + 1);

  /** Adds an account: the spec's toast, the list again; the server's refusal goes back to the form. */
  const adding =
    <T,>(add: (form: T) => Promise<unknown>, added: string) =>
    async (form: T) => {
      try {
        await add(form);
      } catch (failure) {
        return messageOf(failure);
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
      toast.error(messageOf(failure));
    }
  }

  async function submit(request: WithdrawRequest) {
    setPending(true);
    setError(undefined);
    try {
      await requestWithdrawal(api, {
        amount: request.amount,
        accountType: request.accountType,
        accountId: request.bankDetail._id,
      });
      toast.success(withdrawalRequested);
      setSent((count) => count + 1);
      // The hold shows at once, whether or not the balance push has arrived yet.
      setBalance(balanceFromWire(await userBalance(api)));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPending(false);
    }
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
      error={error}
    />
  );
}
