import { Button, CopyButton, Inline, Stack, Tabs } from '@exchange/design-system';
import * as screenStyles from '../screen.css.ts';
import { CodeForm } from './CodeForm.tsx';
import { PasswordStep } from './PasswordStep.tsx';
import * as styles from './account.css.ts';

export const secureAuthMethods = ['authenticator', 'telegram'] as const;
export type SecureAuthMethod = (typeof secureAuthMethods)[number];

/** What totp-enrol answers: the otpauth address as a QR code image (a data URL) and its secret. */
export interface AuthenticatorEnrolment {
  readonly qrCode: string;
  readonly secret: string;
}

/** Where switching secure auth on stands: choosing a way, or the second step of one. */
export type EnableStep =
  | { readonly step: 'choose' }
  | { readonly step: 'telegram-connect'; readonly connectionId: string }
  | { readonly step: 'authenticator-confirm'; readonly enrolment: AuthenticatorEnrolment };

export interface EnableSecureAuthProps {
  state: EnableStep;
  pending: boolean;
  /** The tab shown first while choosing. */
  defaultMethod?: SecureAuthMethod | undefined;
  onRequestConnectionId: (password: string) => void;
  /** The player says the bot has been sent /connect: look at the account again. */
  onCheckConnection: () => void;
  onStartAuthenticator: (password: string) => void;
  onConfirmAuthenticator: (code: string) => void;
  onCancel: () => void;
  onCopied: () => void;
  onCopyError: () => void;
}

/** Each tab: its name, what it offers, and the button that takes the login password to the next step. */
const methodTabs: Record<SecureAuthMethod, { label: string; instructions: string; submitLabel: string }> = {
  authenticator: {
    label: 'Authenticator app',
    instructions:
      'Codes from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator and ' +
      'the like). Enter your login password to get the QR code.',
    submitLabel: 'Get QR code',
  },
  telegram: {
    label: 'Telegram',
    instructions:
      'Codes sent to you by our Telegram bot. Enter your login password to get a connection id for the bot.',
    submitLabel: 'Get connection id',
  },
};

type CopyProps = Pick<EnableSecureAuthProps, 'onCopied' | 'onCopyError'>;

/** Text to type elsewhere, with a button that copies it. */
function Copyable({ text, label, ...copy }: CopyProps & { text: string; label: string }) {
  return (
    <Inline as="span" alignY="center" space="small">
      <code className={styles.typed}>{text}</code>
      <CopyButton value={text} label={label} size="small" {...copy} />
    </Inline>
  );
}

/**
 * Spec 4: "Telegram enabling: enter the login password, receive a connection id, then send the bot /start
 * and then /connect with that id." The whole command is what gets copied: one paste in Telegram.
 */
function TelegramConnect({ connectionId, ...props }: EnableSecureAuthProps & { connectionId: string }) {
  return (
    <Stack space="medium" className={styles.panel}>
      <p className={screenStyles.muted}>
        Your connection id is <code className={styles.typed}>{connectionId}</code>
      </p>
      <Stack as="ol" space="small" className={styles.steps}>
        <li>
          In Telegram, open our bot and send <code className={styles.typed}>/start</code>
        </li>
        <li>
          Then send the bot{' '}
          <Copyable
            text={`/connect ${connectionId}`}
            label="Copy command"
            onCopied={props.onCopied}
            onCopyError={props.onCopyError}
          />
        </li>
        <li>When the bot answers that Telegram is connected, check here.</li>
      </Stack>
      <Inline space="small">
        <Button loading={props.pending} onClick={props.onCheckConnection}>
          Check connection
        </Button>
        <Button variant="ghost" tone="neutral" onClick={props.onCancel} disabled={props.pending}>
          Cancel
        </Button>
      </Inline>
    </Stack>
  );
}

/** The authenticator app's setup: scan (or type the key), then prove it with a code from the app. */
function AuthenticatorConfirm({
  enrolment,
  ...props
}: EnableSecureAuthProps & { enrolment: AuthenticatorEnrolment }) {
  return (
    <Stack space="medium" className={styles.panel}>
      <p className={screenStyles.muted}>Open an authenticator app on your phone and scan this QR code.</p>
      <img className={styles.qrCode} src={enrolment.qrCode} alt="QR code for your authenticator app" />
      <p className={screenStyles.muted}>
        Cannot scan it? Add the account by typing this key:{' '}
        <Copyable
          text={enrolment.secret}
          label="Copy key"
          onCopied={props.onCopied}
          onCopyError={props.onCopyError}
        />
      </p>
      <CodeForm
        instructions="Enter the 6-digit code the app shows to switch secure auth on."
        submitLabel="Enable"
        pending={props.pending}
        onSubmit={props.onConfirmAuthenticator}
        onCancel={props.onCancel}
      />
    </Stack>
  );
}

/** Secure auth is off: the two ways of switching it on (spec 2: "two enabling tabs"). */
export function EnableSecureAuth(props: EnableSecureAuthProps) {
  const { state } = props;
  if (state.step === 'telegram-connect') {
    return <TelegramConnect {...props} connectionId={state.connectionId} />;
  }
  if (state.step === 'authenticator-confirm') {
    return <AuthenticatorConfirm {...props} enrolment={state.enrolment} />;
  }
  return (
    <Tabs.Root defaultValue={props.defaultMethod ?? 'authenticator'}>
      <Tabs.List aria-label="Ways to switch secure auth on">
        {secureAuthMethods.map((method) => (
          <Tabs.Trigger key={method} value={method}>
            {methodTabs[method].label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {secureAuthMethods.map((method) => (
        <Tabs.Content key={method} value={method}>
          <PasswordStep
            instructions={methodTabs[method].instructions}
            submitLabel={methodTabs[method].submitLabel}
            pending={props.pending}
            onSubmit={method === 'telegram' ? props.onRequestConnectionId : props.onStartAuthenticator}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
