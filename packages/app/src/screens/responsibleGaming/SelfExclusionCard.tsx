import { Button, Card, Dialog, PasswordField, RadioGroup, Stack } from '@exchange/design-system';
import { passwordInputMaxLength, ruleMessages } from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import { Failure } from '../../forms/Failure.tsx';
import { useSubmission } from '../../forms/useSubmission.ts';
import * as screen from '../screen.css.ts';
import { periodLabel, stillPossible } from './text.ts';
import type { Jurisdiction, SelfExclusionPeriod } from './types.ts';
import * as styles from './responsibleGaming.css.ts';

export interface SelfExclusionRequest {
  readonly period: SelfExclusionPeriod;
  readonly password: string;
}

export interface SelfExclusionCardProps {
  jurisdiction: Jurisdiction;
  /** The periods the server offers this player (UK: 6 months at least). */
  periods: readonly SelfExclusionPeriod[];
  /** Sends the exclusion; a refusal's message (the server's, e.g. a wrong password) shows in the dialog. */
  onSelfExclude: (request: SelfExclusionRequest) => Promise<void>;
}

/** What self-exclusion means, said before it is confirmed: it cannot be taken back. */
export function Consequences({ jurisdiction, period }: { jurisdiction: Jurisdiction; period: string }) {
  return (
    <Stack as="ul" space="xsmall" className={styles.consequences}>
      <li>For {periodLabel(period)} you cannot place any bet (sports or casino) or make a deposit.</li>
      <li>{stillPossible}</li>
      <li>Competition entries and non-cash prizes are forfeited, and you may not open a new account.</li>
      <li>
        {jurisdiction === 'uk'
          ? 'When the period ends, only our support can reopen your account.'
          : 'Your account reopens by itself when the period ends.'}
      </li>
      <li>Neither you nor our support can shorten it once it starts.</li>
    </Stack>
  );
}

/**
 * The Self-Exclusion of the terms: a period from those offered and the account's password, then a dialog
 * that spells out the consequences before anything is sent.
 */
export function SelfExclusionCard({ jurisdiction, periods, onSelfExclude }: SelfExclusionCardProps) {
  const [period, setPeriod] = useState<SelfExclusionPeriod | ''>('');
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { errors, setErrors, failure, pending, reset, send } = useSubmission();

  function review(event: FormEvent) {
    event.preventDefault();
    const next = {
      ...(period === '' && { period: 'Choose a period' }),
      ...(password === '' && { password: ruleMessages.passwordRequired }),
    };
    reset();
    setErrors(next);
    if (Object.keys(next).length === 0) setConfirming(true);
  }

  async function confirm() {
    if (period === '') return;
    if (await send(() => onSelfExclude({ period, password }))) setConfirming(false);
  }

  return (
    <Card title="Self-exclusion">
      <form className={screen.form} onSubmit={review} noValidate>
        <p className={screen.muted}>
          Take a break from all betting for a period you choose.
          {jurisdiction === 'uk' && ' In the UK the shortest period is 6 months.'}
        </p>
        <RadioGroup
          label="Period"
          orientation="horizontal"
          options={periods.map((value) => ({ value, label: periodLabel(value) }))}
          value={period}
          onValueChange={(value) => setPeriod(periods.find((offered) => offered === value) ?? '')}
          error={errors['period']}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          maxLength={passwordInputMaxLength}
          hint="Your sign-in password, to confirm it is you."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors['password']}
        />
        <div>
          <Button type="submit" tone="critical" variant="soft">
            Self-exclude
          </Button>
        </div>
      </form>
      <Dialog.Root open={confirming} onOpenChange={(open) => !open && !pending && setConfirming(false)}>
        <Dialog.Content
          title={`Self-exclude for ${periodLabel(period)}?`}
          description="Please read what it means before you confirm."
          size="small"
        >
          <Consequences jurisdiction={jurisdiction} period={period} />
          <Failure message={failure} />
          <Dialog.Footer className={styles.footer}>
            <Dialog.Close asChild>
              <Button variant="soft" tone="neutral" disabled={pending}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button tone="critical" loading={pending} onClick={() => void confirm()}>
              Self-exclude for {periodLabel(period)}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </Card>
  );
}
