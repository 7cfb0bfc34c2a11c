import { Amount, Dialog } from '@exchange/design-system';
import { fromMinor, ruleMessages, sumMinor, type BetRecord } from '@exchange/domain';
import { type FormEvent } from 'react';
import { useSubmission } from '../../../forms/useSubmission.ts';
import * as screen from '../../../screens/screen.css.ts';
import { ConfirmWithPassword } from '../ConfirmWithPassword.tsx';
import { betNation, sideLabels } from './betLabels.tsx';

/**
 * Deletes open bets of the downline: one unmatched bet without more ado (delete-current-bet), a matched one
 * or several at once with the operator's transaction password (a matched bet's deletion is audited). The
 * server's refusal is shown in the dialog.
 */
export type DeleteBets = (bets: readonly BetRecord[], transactionPassword?: string) => Promise<void>;

/** Asks before deleting: the stakes go back to the players and their exposure is recomputed. */
export function DeleteBetsDialog({
  bets,
  onDelete,
  onClose,
}: {
  bets: readonly BetRecord[];
  onDelete: DeleteBets;
  onClose: () => void;
}) {
  const { errors, setErrors, failure, pending, reset, send } = useSubmission();
  const several = bets.length > 1;
  const needsPassword = several || bets.some((bet) => bet.bet_status === 'matched');
  const close = () => {
    reset();
    onClose();
  };
  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('transactionPassword') ?? '');
    if (needsPassword && password === '') {
      return setErrors({ transactionPassword: ruleMessages.transactionPasswordRequired });
    }
    if (await send(() => onDelete(bets, needsPassword ? password : undefined))) close();
  }
  const [first] = bets;
  return (
    <Dialog.Root open={bets.length > 0} onOpenChange={(open) => !open && close()}>
      {first && (
        <Dialog.Content
          title={several ? `Delete ${bets.length} bets` : 'Delete bet'}
          size="small"
          description={`${several ? '' : `${first.username ?? ''}: `}${first.matchName} / ${first.marketName}`}
        >
          <form className={screen.dialogForm} onSubmit={(event) => void confirm(event)} noValidate>
            <p>
              {several ? 'Stakes' : `${sideLabels[first.side]} ${betNation(first)} for`}{' '}
              <Amount value={fromMinor(sumMinor(bets.map((bet) => bet.stake)))} tone="none" />
              {several && ' in all go back to the players.'}
            </p>
            <ConfirmWithPassword
              password={needsPassword ? 'transaction' : 'none'}
              passwordError={errors['transactionPassword']}
              failure={failure}
              pending={pending}
              confirmLabel="Delete"
              tone="critical"
              cancelLabel="Keep"
            />
          </form>
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
