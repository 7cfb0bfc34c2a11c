import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { errorMessage, useSubmission } from '../forms/useSubmission.ts';
import { redirect, useNavigate, useParams, type LoaderFunction } from 'react-router';
import { ApiError } from '../api/api.ts';
import { resendOtp, verifyOtp } from '../api/calls.ts';
import { SecurityCodeScreen } from '../screens/auth/SecurityCodeScreen.tsx';
import { useServices, type Services } from '../services.ts';
import { completeVerification, isCodeStepType, sidePath } from '../session/signIn.ts';
import { welcomeAtom } from '../state/atoms.ts';

/**
 * The code step needs the temporary token of a login that asked for it. The admin side mounts this route
 * too (`/admin/authentication/{type}`): its redirects stay on its side.
 */
export function makeLoader(services: Services): LoaderFunction {
  return ({ params }) => {
    const session = services.session();
    if (!isCodeStepType(params['type'])) return redirect(sidePath(session, '/not-found'));
    return session.pendingToken() ? null : redirect(sidePath(session, '/login'));
  };
}

/** `/authentication/{type}`: the second step's code, then the welcome and the landing page. */
export function Component() {
  const services = useServices();
  const navigate = useNavigate();
  const { type } = useParams();
  const setWelcome = useSetAtom(welcomeAtom);
  // Verified, the page moves on: it stays busy until then.
  const { failure, pending, reset, send } = useSubmission({ busyAfterSuccess: true });
  const [notice, setNotice] = useState<string>();

  async function verify(code: string) {
    const token = services.session().pendingToken();
    if (!token) return void navigate(sidePath(services.session(), '/login'), { replace: true });
    await send(async () => {
      try {
        const answer = await verifyOtp(services.api, code, token);
        if (!answer.user) throw new ApiError(answer.message ?? 'Verification failed', 200);
        const step = completeVerification(answer.user, services.session(), services.isMobile());
        setWelcome({
          desktop: answer.images?.img_desktop ?? answer.user.img_desktop,
          mobile: answer.images?.img_mobile ?? answer.user.img_mobile,
        });
        await navigate(step.path, { replace: true });
      } catch (failure) {
        // Spec 8: "Failed ... verification calls show the server response message as a top-centre error
        // toast", as well as on the form.
        services.toast.error(errorMessage(failure));
        throw failure;
      }
    });
  }

  async function resend() {
    const token = services.session().pendingToken();
    if (!token) return;
    try {
      setNotice(await resendOtp(services.api, token));
      reset();
    } catch (failure) {
      services.toast.error(errorMessage(failure));
    }
  }

  return (
    <SecurityCodeScreen
      source={type === 'telegram' ? 'telegram' : 'app'}
      onSubmit={(code) => void verify(code)}
      onResend={type === 'telegram' ? () => void resend() : undefined}
      pending={pending}
      error={failure}
      notice={notice}
    />
  );
}
