import { useSetAtom } from 'jotai';
import { redirect, useLocation, useNavigate, type LoaderFunction } from 'react-router';
import { login } from '../api/calls.ts';
import { useSubmission } from '../forms/useSubmission.ts';
import { LoginScreen, type LoginCredentials } from '../screens/auth/LoginScreen.tsx';
import { useServices, type Services } from '../services.ts';
import { signedOutMessage } from '../session/sessionEnded.ts';
import { completeLogin } from '../session/signIn.ts';
import { welcomeAtom } from '../state/atoms.ts';

/** A signed-in player opening /login goes home instead. */
export function makeLoader(services: Services): LoaderFunction {
  return () => (services.session().token() ? redirect('/') : null);
}

/** `/login` (its default child): the form; the server says why a login fails (spec 8). */
export function Component() {
  const services = useServices();
  const navigate = useNavigate();
  const { search } = useLocation();
  const setWelcome = useSetAtom(welcomeAtom);
  // After a session ended on the server, the page says why until the next try; signed in, it moves on.
  const { failure, pending, send } = useSubmission({
    initialFailure: signedOutMessage(search),
    busyAfterSuccess: true,
  });

  async function submit(credentials: LoginCredentials) {
    const user = await login(services.api, credentials);
    const step = completeLogin(user, services.session(), services.isMobile());
    if (step.kind === 'signed-in') setWelcome({ desktop: user.img_desktop, mobile: user.img_mobile });
    await navigate(step.path, { replace: true });
  }

  return (
    <LoginScreen
      onSubmit={(credentials) => void send(() => submit(credentials))}
      pending={pending}
      error={failure}
    />
  );
}
