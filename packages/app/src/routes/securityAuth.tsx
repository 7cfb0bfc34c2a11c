import { authMethods, isSecureAuthEnabled, messages } from '@exchange/domain';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  confirmAuthenticator,
  disableAuthenticator,
  disableTelegram,
  enrolAuthenticator,
  sendDisableCode,
  telegramConnectionId,
} from '../api/calls.ts';
import type { SecureAuthMethod } from '../screens/account/EnableSecureAuth.tsx';
import { useSubmission } from '../forms/useSubmission.ts';
import { SecurityAuthScreen, type SecurityAuthState } from '../screens/account/SecurityAuthScreen.tsx';
import { useServices } from '../services.ts';
import { userAtom } from '../state/atoms.ts';
import { copyFailed } from './copyMessages.ts';

function methodOf(authMethod: number): SecureAuthMethod | null {
  if (!isSecureAuthEnabled(authMethod)) return null;
  return authMethod === authMethods.authenticator ? 'authenticator' : 'telegram';
}

const startOf = (method: SecureAuthMethod | null): SecurityAuthState =>
  method ? { step: 'enabled', method } : { step: 'choose' };

/** Shown when the bot has not been sent the connection id yet; the steps stay on screen. */
const notConnectedYet = 'Telegram is not connected yet. Send the bot the /connect command, then check again.';

/**
 * One pass through the screen for the account's current method. Spec 4: "On success the page reloads":
 * the route's data is loaded again (the user's auth_method), which starts a fresh pass keyed by it, and
 * the success message stays on screen rather than vanishing in a browser reload.
 */
function SecurityAuthFlow({ method }: { method: SecureAuthMethod | null }) {
  const services = useServices();
  const { api, toast } = services;
  const revalidator = useRevalidator();
  const [state, setState] = useState<SecurityAuthState>(() => startOf(method));
  const [notice, setNotice] = useState<string>();
  // Each server step: pending meanwhile, the server's refusal shown, the result applied.
  const { failure, pending, reset, send: step } = useSubmission();

  async function finish(message: string) {
    toast.success(message);
    await revalidator.revalidate();
  }

  const currentMethod = () => methodOf(services.store.get(userAtom)?.auth_method ?? authMethods.disabled);

  return (
    <SecurityAuthScreen
      state={state}
      pending={pending}
      error={failure}
      notice={notice}
      onRequestConnectionId={(password) =>
        void step(async () => {
          setState({ step: 'telegram-connect', connectionId: await telegramConnectionId(api, password) });
        })
      }
      onCheckConnection={() =>
        void step(async () => {
          await revalidator.revalidate();
          if (currentMethod() !== 'telegram') throw new Error(notConnectedYet);
          toast.success('Telegram is connected: your sign-in codes will arrive there.');
        })
      }
      onStartAuthenticator={(password) =>
        void step(async () => {
          setState({ step: 'authenticator-confirm', enrolment: await enrolAuthenticator(api, password) });
        })
      }
      onConfirmAuthenticator={(code) => void step(async () => finish(await confirmAuthenticator(api, code)))}
      onStartDisable={() =>
        void step(async () => {
          if (method === 'telegram') setNotice(await sendDisableCode(api));
          if (method) setState({ step: 'disable-code', method });
        })
      }
      onResendCode={() => void step(async () => setNotice(await sendDisableCode(api)))}
      onDisable={(code) =>
        void step(async () => {
          const token = services.session().token() ?? '';
          const answer =
            method === 'telegram'
              ? await disableTelegram(api, code, token)
              : await disableAuthenticator(api, code);
          await finish(answer);
        })
      }
      onCancel={() => {
        reset();
        setNotice(undefined);
        setState(startOf(method));
      }}
      onCopied={() => toast.success(messages.copied)}
      onCopyError={() => toast.error(copyFailed)}
    />
  );
}

/** `settings/security-auth`: the signed-in player's second step, from the user the layout loaded. */
export function Component() {
  const user = useAtomValue(userAtom);
  const method = methodOf(user?.auth_method ?? authMethods.disabled);
  return <SecurityAuthFlow key={method ?? 'off'} method={method} />;
}
