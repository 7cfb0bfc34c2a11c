import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/api.ts';
import { updatePassword } from '../api/calls.ts';
import { ChangePasswordScreen, type ChangePasswordForm } from '../screens/account/ChangePasswordScreen.tsx';
import { useServices } from '../services.ts';
import { sidePath } from '../session/signIn.ts';

/**
 * `/changepassword`: update-password with the current password. The server's refusal shows on the form;
 * on success its message is toasted and the user goes to its side's home, the session carrying on. The
 * agent panel mounts it as `/admin/change-password`.
 */
export function Component() {
  const services = useServices();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(form: ChangePasswordForm) {
    setPending(true);
    setError(undefined);
    try {
      services.toast.success(await updatePassword(services.api, form));
      await navigate(sidePath(services.session(), '/'), { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
      setPending(false);
    }
  }

  return <ChangePasswordScreen onSubmit={(form) => void submit(form)} pending={pending} error={error} />;
}
