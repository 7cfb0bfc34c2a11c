import { Amount, Button, Columns, Dialog, Stack } from '@exchange/design-system';
import { formatDateTime } from '@exchange/domain';
import * as screen from '../screen.css.ts';
import type { RealityCheckState } from './types.ts';
import * as styles from './responsibleGaming.css.ts';
import { Failure } from '../../forms/Failure.tsx';

export type RealityCheckAnswer = 'continue' | 'logout' | 'opt-out';

export interface RealityCheckDialogProps {
  open: boolean;
  check: Pick<RealityCheckState, 'sessionStartedAt' | 'sessionWon' | 'sessionLost' | 'intervalMinutes'>;
  /** Which answer is being sent. */
  pending?: RealityCheckAnswer | undefined;
  /** The server's refusal of an answer. */
  error?: string | undefined;
  onAnswer: (answer: RealityCheckAnswer) => void;
  /** Closed without an answer: casino play stays paused until one is given. */
  onDismiss: () => void;
}

/**
 * The reality check of the terms: play is paused with what the player has won and lost since the
 * session's first casino play; Continue, Log out or Stop reminders. A modal: focus stays inside until it
 * is answered or closed, and every answer is a button reached by Tab.
 */
export function RealityCheckDialog({
  open,
  check,
  pending,
  error,
  onAnswer,
  onDismiss,
}: RealityCheckDialogProps) {
  const since = check.sessionStartedAt ? ` since ${formatDateTime(check.sessionStartedAt)}` : '';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onDismiss()}>
      <Dialog.Content
        title="Reality check"
        description={`You have been playing casino games for ${check.intervalMinutes} minutes. Your casino play is paused until you choose.`}
        size="small"
        closeLabel="Close: casino play stays paused"
        // A stray click outside must not pass for an answer.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <div className={screen.form}>
          <Columns as="dl" columns={2} space="medium" margin="none" aria-label={`This session${since}`}>
            <Stack space="xxsmall" padding="small" borderRadius="medium" background="surfaceSunken">
              <dt className={styles.figureLabel}>Won</dt>
              <dd className={styles.figureValue}>
                <Amount value={check.sessionWon} tone="none" />
              </dd>
            </Stack>
            <Stack space="xxsmall" padding="small" borderRadius="medium" background="surfaceSunken">
              <dt className={styles.figureLabel}>Lost</dt>
              <dd className={styles.figureValue}>
                <Amount value={check.sessionLost} tone="none" />
              </dd>
            </Stack>
          </Columns>
          <p className={screen.muted}>Amounts of this session{since}.</p>
          <Failure message={error} />
        </div>
        <Dialog.Footer className={styles.footer}>
          <Button
            variant="soft"
            tone="neutral"
            loading={pending === 'opt-out'}
            disabled={pending !== undefined}
            onClick={() => onAnswer('opt-out')}
          >
            Stop reminders
          </Button>
          <Button
            variant="soft"
            tone="neutral"
            loading={pending === 'logout'}
            disabled={pending !== undefined}
            onClick={() => onAnswer('logout')}
          >
            Log out
          </Button>
          <Button
            loading={pending === 'continue'}
            disabled={pending !== undefined}
            onClick={() => onAnswer('continue')}
          >
            Continue
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
