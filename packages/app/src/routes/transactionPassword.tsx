import { pathAfterVerification, playerRole } from '@exchange/domain';
import { redirect, useNavigate, type LoaderFunction } from 'react-router';
import { addTransactionPassword } from '../api/calls.ts';
import { useSubmission } from '../forms/useSubmission.ts';
import { sidePath } from '../session/signIn.ts';
import { TransactionPasswordScreen } from '../screens/auth/TransactionPasswordScreen.tsx';
import { useServices, type Services } from '../services.ts';

export function makeLoader(services: Services): LoaderFunction {
  return () => (services.session().token() ? null : redirect(sidePath(services.session(), '/login')));
}

/**
 * `/transaction-password` and `/admin/transaction-password`: the first login's new password and
 * transaction password, then the side's start page.
 */
export function Component() {
  const services = useServices();
  const navigate = useNavigate();
  const { failure, pending, send } = useSubmission({ busyAfterSuccess: true });

  async function submit(passwords: { password: string; transactionPassword: string }) {
    services.toast.success(await addTransactionPassword(services.api, passwords));
    // Every operator role lands on the panel's start page; the role only picks the side.
    const role = services.session().side === 'admin' ? 'admin' : playerRole;
    await navigate(pathAfterVerification(role, services.isMobile()), { replace: true });
  }

  return (
    <TransactionPasswordScreen
      onSubmit={(passwords) => void send(() => submit(passwords))}
      pending={pending}
      error={failure}
    />
  );
}
