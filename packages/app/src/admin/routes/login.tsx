import { redirect, useLocation, useNavigate, type LoaderFunction } from 'react-router';
import { useSubmission } from '../../forms/useSubmission.ts';
import { LoginScreen, type LoginCredentials } from '../../screens/auth/LoginScreen.tsx';
import { useServices, type Services } from '../../services.ts';
import { signedOutMessage } from '../../session/sessionEnded.ts';
import { completeLogin } from '../../session/signIn.ts';
import { loginAdmin } from '../api.ts';
import { adminPages, adminPath } from '../pages.ts';

/** A signed-in operator opening /admin/login goes to the panel instead. */
export function makeLoader(services: Services): LoaderFunction {
  return () => (services.session().token() ? redirect(adminPath(adminPages.marketAnalysis.path)) : null);
}

/** `/admin/login`: POST login-admin; the code step, the first-login change or the panel follow. */
export function Component() {
  const services = useServices();
  const navigate = useNavigate();
  const { search } = useLocation();
  // After a session ended on the server, the page says why until the next try; signed in, it moves on.
  const { failure, pending, send } = useSubmission({
    initialFailure: signedOutMessage(search),
    busyAfterSuccess: true,
  });

  async function submit(credentials: LoginCredentials) {
    const user = await loginAdmin(services.api, credentials);
    await navigate(completeLogin(user, services.session(), services.isMobile()).path, { replace: true });
  }

  return (
    <LoginScreen
      onSubmit={(credentials) => void send(() => submit(credentials))}
      pending={pending}
      error={failure}
    />
  );
}
