import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { redirect, useLocation, useNavigate, type LoaderFunction } from 'react-router';
import { ApiError } from '../api/api.ts';
import { login } from '../api/calls.ts';
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
  const [pending, setPending] = useState(false);
  // After a session ended on the server, the page says why until the next try.
  const [error, setError] = useState(() => signedOutMessage(search));

  async function submit(credentials: LoginCredentials) {
    setPending(true);
    setError(undefined);
    try {
      const user = await login(services.api, credentials);
      const step = completeLogin(user, services.session(), services.isMobile());
      if (step.kind === 'signed-in') setWelcome({ desktop: user.img_desktop, mobile: user.img_mobile });
      await navigate(step.path, { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
      setPending(false);
    }
  }

  return <LoginScreen onSubmit={(credentials) => void submit(credentials)} pending={pending} error={error} />;
}
