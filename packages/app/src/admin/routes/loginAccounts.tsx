import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useServices } from '../../services.ts';
import { createLoginAccount, loginAccounts } from '../api.ts';
import type { LoginAccountRow } from '../screens/loginAccounts/loginAccountRow.ts';
import { LoginAccountsScreen } from '../screens/loginAccounts/LoginAccountsScreen.tsx';
import { operatorAtom } from '../state.ts';

/**
 * `/admin/createaccount`: get-login-account-list and create-login-account (privilege 19). A new login is
 * toasted with the server's message and the list read again.
 */
export function Component() {
  const services = useServices();
  const operator = useAtomValue(operatorAtom);
  const [attempt, setAttempt] = useState(0);
  const load = useCallback(
    async (): Promise<LoginAccountRow[]> =>
      (await loginAccounts(services.api)).map((account) => ({
        id: account._id,
        username: account.username,
        fullName: account.fullname,
        privileges: account.privileges,
        locked: account.userLock,
        createdAt: account.createdAt,
      })),
    [services.api],
  );
  const list = useKeyedLoad(String(attempt), load);

  return (
    <LoginAccountsScreen
      accounts={list.value ?? []}
      status={list.status}
      error={list.error}
      grantable={operator?.privileges ?? []}
      onCreate={async ({ fullName, ...account }) => {
        services.toast.success(await createLoginAccount(services.api, { ...account, fullname: fullName }));
        setAttempt((count) => count + 1);
      }}
    />
  );
}
