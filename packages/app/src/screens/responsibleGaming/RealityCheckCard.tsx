import { Card, Switch } from '@exchange/design-system';
import { useState } from 'react';
import * as screen from '../screen.css.ts';
import type { RealityCheckAction } from './types.ts';

export interface RealityCheckCardProps {
  enabled: boolean;
  intervalMinutes: number;
  /** `enable` or `opt-out`; a refusal's message shows on the card. */
  onChange: (action: Extract<RealityCheckAction, 'enable' | 'opt-out'>) => Promise<void>;
}

const failureOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The reminders of the terms (players outside the UK): turned off on the pop-up, back on here. */
export function RealityCheckCard({ enabled, intervalMinutes, onChange }: RealityCheckCardProps) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function change(on: boolean) {
    setPending(true);
    setFailure(undefined);
    try {
      await onChange(on ? 'enable' : 'opt-out');
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card title="Reality check">
      <div className={screen.form}>
        <Switch
          label="Reality check reminders"
          description={`Every ${intervalMinutes} minutes of casino play, play pauses with what you have won and lost in the session.`}
          checked={enabled}
          disabled={pending}
          onCheckedChange={(on) => void change(on)}
        />
        {failure && (
          <p role="alert" className={screen.alert}>
            {failure}
          </p>
        )}
      </div>
    </Card>
  );
}
