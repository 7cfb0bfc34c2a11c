import { Card, Switch } from '@exchange/design-system';
import { Failure } from '../../forms/Failure.tsx';
import { useSubmission } from '../../forms/useSubmission.ts';
import * as screen from '../screen.css.ts';
import type { RealityCheckAction } from './types.ts';

export interface RealityCheckCardProps {
  enabled: boolean;
  intervalMinutes: number;
  /** `enable` or `opt-out`; a refusal's message shows on the card. */
  onChange: (action: Extract<RealityCheckAction, 'enable' | 'opt-out'>) => Promise<void>;
}

/** The reminders of the terms (players outside the UK): turned off on the pop-up, back on here. */
export function RealityCheckCard({ enabled, intervalMinutes, onChange }: RealityCheckCardProps) {
  const { failure, pending, send } = useSubmission();

  return (
    <Card title="Reality check">
      <div className={screen.form}>
        <Switch
          label="Reality check reminders"
          description={`Every ${intervalMinutes} minutes of casino play, play pauses with what you have won and lost in the session.`}
          checked={enabled}
          disabled={pending}
          onCheckedChange={(on) => void send(() => onChange(on ? 'enable' : 'opt-out'))}
        />
        <Failure message={failure} />
      </div>
    </Card>
  );
}
