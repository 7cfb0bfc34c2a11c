import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/api.ts';
import { updatePassword } from '../api/calls.ts';
import { ChangePasswordScreen, type ChangePasswordForm } from '../screens/account/ChangePasswordScreen.tsx';
import { useServices } from '../services.ts';

/**
 * `/changepassword`: update-password with the current password. The server's refusal shows on the form;
 * on success its message is toasted and the player goes home, the session carrying on.
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
      await navigate('/', { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
      setPending(false);
    }
  }

  return <ChangePasswordScreen onSubmit={(form) => void submit(form)} pending={pending} error={error} />;
}
