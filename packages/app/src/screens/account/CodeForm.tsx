import { Button, Inline, OtpInput } from '@exchange/design-system';
import { otpAutoSubmitDelayMs, otpLength } from '@exchange/domain';
import { useRef, useState, type ReactNode } from 'react';
import * as screenStyles from '../screen.css.ts';

export interface CodeFormProps {
  /** What the code is for, above the boxes. */
  instructions: ReactNode;
  submitLabel: string;
  pending: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
  /** Telegram codes can be sent again; an authenticator app shows its own. */
  onResend?: (() => void) | undefined;
  /** What the server said on sending a code ("A code has been sent to your Telegram"). */
  notice?: string | undefined;
}

/** Six boxes for a security code, sent one second after the sixth digit (spec 4) or with the button. */
export function CodeForm({
  instructions,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  onResend,
  notice,
}: CodeFormProps) {
  const [code, setCode] = useState('');
  // The code sent last: the auto-submit a second after the sixth digit must not send it again when the
  // button already did. A click always sends (a retry of the same code after a failure).
  const sent = useRef<string | null>(null);
  return (
    <form
      className={screenStyles.form}
      aria-busy={pending}
      onSubmit={(event) => {
        event.preventDefault();
        if (code.length !== otpLength) return;
        sent.current = code;
        onSubmit(code);
      }}
    >
      <p className={screenStyles.muted}>{instructions}</p>
      {notice && (
        <p role="status" className={screenStyles.muted}>
          {notice}
        </p>
      )}
      <OtpInput
        label="Security code"
        length={otpLength}
        value={code}
        onValueChange={(next) => {
          sent.current = null;
          setCode(next);
        }}
        onComplete={(complete) => {
          if (sent.current === complete) return;
          sent.current = complete;
          onSubmit(complete);
        }}
        completeDelay={otpAutoSubmitDelayMs}
        disabled={pending}
      />
      <Inline space="small">
        <Button type="submit" loading={pending} disabled={code.length !== otpLength}>
          {submitLabel}
        </Button>
        {onResend && (
          <Button type="button" variant="soft" tone="neutral" onClick={onResend} disabled={pending}>
            Resend code
          </Button>
        )}
        <Button type="button" variant="ghost" tone="neutral" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </Inline>
    </form>
  );
}
