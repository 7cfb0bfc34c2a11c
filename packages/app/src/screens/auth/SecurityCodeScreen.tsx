import { Button, OtpInput } from '@exchange/design-system';
import { messages, otpAutoSubmitDelayMs, otpLength, ruleMessages } from '@exchange/domain';
import { useState } from 'react';
import * as styles from '../screen.css.ts';
import { AuthFrame } from './AuthFrame.tsx';

export interface SecurityCodeScreenProps {
  /**
   * Where the code comes from: the Telegram bot's message (which can be sent again) or the player's
   * authenticator app (issue 39: the Telegram step named an app).
   */
  source?: 'telegram' | 'app';
  /** Called one second after the sixth digit (spec 4), or on Verify. */
  onSubmit: (code: string) => void;
  /** Telegram codes can be sent again; an authenticator app shows its own. */
  onResend?: (() => void) | undefined;
  pending?: boolean;
  /** The server's message when the code is refused. */
  error?: string | undefined;
  /** What a resend answered ("A new code has been sent ..."). */
  notice?: string | undefined;
}

/** `/authentication/{type}`: six boxes for the second step's code. */
export function SecurityCodeScreen({
  source = 'app',
  onSubmit,
  onResend,
  pending = false,
  error,
  notice,
}: SecurityCodeScreenProps) {
  const [code, setCode] = useState('');
  return (
    <AuthFrame title={messages.securityCodeTitle}>
      <form
        className={styles.form}
        aria-busy={pending}
        onSubmit={(event) => {
          event.preventDefault();
          if (code.length === otpLength) onSubmit(code);
        }}
      >
        <p className={styles.muted}>
          {source === 'telegram'
            ? ruleMessages.securityCodeTelegramInstructions
            : messages.securityCodeInstructions}
        </p>
        <OtpInput
          label="Security code"
          length={otpLength}
          value={code}
          onValueChange={setCode}
          onComplete={onSubmit}
          completeDelay={otpAutoSubmitDelayMs}
          error={error}
          disabled={pending}
        />
        {notice && (
          <p role="status" className={styles.muted}>
            {notice}
          </p>
        )}
        <Button type="submit" fullWidth size="large" loading={pending} disabled={code.length !== otpLength}>
          Verify
        </Button>
        {onResend && (
          <Button type="button" variant="ghost" tone="neutral" onClick={onResend} disabled={pending}>
            Resend code
          </Button>
        )}
      </form>
    </AuthFrame>
  );
}
