import { useNavigate } from 'react-router';
import { updatePassword } from '../api/calls.ts';
import { useSubmission } from '../forms/useSubmission.ts';
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
  const { failure, pending, send } = useSubmission({ busyAfterSuccess: true });

  async function submit(form: ChangePasswordForm) {
    services.toast.success(await updatePassword(services.api, form));
    await navigate(sidePath(services.session(), '/'), { replace: true });
  }

  return (
    <ChangePasswordScreen
      onSubmit={(form) => void send(() => submit(form))}
      pending={pending}
      error={failure}
    />
  );
}
