import { Badge, Button, Inline, Stack } from '@exchange/design-system';
import { labels } from '@exchange/domain';
import { useId } from 'react';
import * as screenStyles from '../screen.css.ts';
import { CodeForm } from './CodeForm.tsx';
import {
  EnableSecureAuth,
  type EnableSecureAuthProps,
  type EnableStep,
  type SecureAuthMethod,
} from './EnableSecureAuth.tsx';
import * as styles from './account.css.ts';

/** Secure auth is on: showing it, or asking for the code that switches it off. */
export type DisableStep =
  | { readonly step: 'enabled'; readonly method: SecureAuthMethod }
  | { readonly step: 'disable-code'; readonly method: SecureAuthMethod };

export type SecurityAuthState = EnableStep | DisableStep;

export interface SecurityAuthScreenProps extends Omit<EnableSecureAuthProps, 'state'> {
  state: SecurityAuthState;
  /** The server's message when it refused a step (a wrong password or code). */
  error?: string | undefined;
  /** What the server said on sending a code. */
  notice?: string | undefined;
  /** Spec 4: "Clicking Enabled sends a code, then a 6-digit entry appears to disable it." */
  onStartDisable: () => void;
  onResendCode: () => void;
  onDisable: (code: string) => void;
}

const codeSources: Record<SecureAuthMethod, string> = {
  authenticator: 'Your sign-in codes come from your authenticator app.',
  telegram: 'Your sign-in codes are sent to you on Telegram.',
};

function isEnabled(state: SecurityAuthState): state is DisableStep {
  return state.step === 'enabled' || state.step === 'disable-code';
}

/**
 * `settings/security-auth`: the status of spec 4 ("disabled when auth_method is 0, otherwise enabled"),
 * the ways to switch it on, and switching it off with a code.
 */
export function SecurityAuthScreen({
  state,
  error,
  notice,
  onStartDisable,
  onResendCode,
  onDisable,
  ...enable
}: SecurityAuthScreenProps) {
  const enabled = isEnabled(state);
  const switchOffHint = useId();
  return (
    <div className={screenStyles.page}>
      <h1 className={screenStyles.heading}>Security Auth</h1>
      <Stack space="medium" className={styles.panel}>
        <Inline as="p" alignY="center" space="small" margin="none">
          <span>Status</span>
          {state.step === 'enabled' ? (
            <Button
              size="small"
              tone="positive"
              variant="soft"
              aria-describedby={switchOffHint}
              loading={enable.pending}
              onClick={onStartDisable}
            >
              {labels.enabled}
            </Button>
          ) : (
            <Badge tone={enabled ? 'positive' : 'neutral'}>
              {enabled ? labels.enabled : labels.disabled}
            </Badge>
          )}
        </Inline>
        {enabled && <p className={screenStyles.muted}>{codeSources[state.method]}</p>}
        {state.step === 'enabled' && (
          <p id={switchOffHint} className={screenStyles.muted}>
            To switch it off, select {labels.enabled}: you will be asked for a code first.
          </p>
        )}
        {error && (
          <p role="alert" className={screenStyles.alert}>
            {error}
          </p>
        )}
        {state.step === 'disable-code' && (
          <CodeForm
            instructions={
              state.method === 'telegram'
                ? 'Enter the 6-digit code sent to your Telegram to switch secure auth off.'
                : 'Enter the 6-digit code your authenticator app shows to switch secure auth off.'
            }
            submitLabel="Disable"
            pending={enable.pending}
            onSubmit={onDisable}
            onCancel={enable.onCancel}
            onResend={state.method === 'telegram' ? onResendCode : undefined}
            notice={notice}
          />
        )}
        {!enabled && <EnableSecureAuth {...enable} state={state} />}
      </Stack>
    </div>
  );
}
