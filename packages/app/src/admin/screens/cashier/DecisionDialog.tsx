import { Amount, Dialog, formatAmount } from '@exchange/design-system';
import { ruleMessages, sharedReferenceLabel } from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import * as screen from '../../../screens/screen.css.ts';
import { useSubmission } from '../../../forms/useSubmission.ts';
import { ConfirmWithPassword } from '../ConfirmWithPassword.tsx';
import { requestLabels } from './labels.ts';
import {
  noReason,
  RejectionReasonFields,
  rejectionReasonOf,
  type RejectionReasonDraft,
} from './RejectionReasonFields.tsx';
import type { CashierDecision, CashierRequest } from './types.ts';

/** A decision for the page to send; a rejection with the reason the player will read. */
export type DecideRequest = (
  request: CashierRequest,
  decision: CashierDecision,
  transactionPassword: string,
  reason: string | undefined,
) => Promise<void>;

/** What the decision does to the money, told before it is confirmed. */
function consequence(request: CashierRequest, decision: CashierDecision) {
  const amount = <Amount value={request.amount} tone="none" />;
  if (request.type === 'deposit') {
    return decision === 'approved' ? (
      <>
        {amount} moves from your balance to {request.username}. Approve only once the transfer with UTR{' '}
        {request.utrNumber ?? '-'} has reached you.
        {(request.referenceSharedBy ?? 0) > 0 && (
          <strong> {sharedReferenceLabel(request.referenceSharedBy ?? 0)}: check your bank first.</strong>
        )}
      </>
    ) : (
      <>No money moves; {request.username} is told the deposit was rejected, and why.</>
    );
  }
  return decision === 'approved' ? (
    <>
      The {amount} held from {request.username} moves to your balance. Pay it to{' '}
      {request.payTo ?? 'the player'}.
    </>
  ) : (
    <>
      The {amount} held goes back to {request.username}&apos;s available balance; the player is told why.
    </>
  );
}

/**
 * Approve or Reject a pending request with the operator's transaction password (update-deposit-withdraw-
 * status); a rejection asks for the reason the player will read. A request is decided once: the server's
 * refusal (decided already, not enough balance) shows here.
 */
export function DecisionDialog({
  request,
  decision,
  onDecide,
  onClose,
}: {
  request: CashierRequest | null;
  decision: CashierDecision;
  onDecide: DecideRequest;
  onClose: () => void;
}) {
  const { errors, setErrors, failure, pending, reset, send } = useSubmission();
  const [reason, setReason] = useState<RejectionReasonDraft>(noReason);
  const [reasonMissing, setReasonMissing] = useState(false);
  const close = () => {
    reset();
    setReason(noReason);
    setReasonMissing(false);
    onClose();
  };
  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!request) return;
    const password = String(new FormData(event.currentTarget).get('transactionPassword') ?? '');
    const rejection = decision === 'rejected' ? rejectionReasonOf(reason) : undefined;
    const missing = decision === 'rejected' && rejection === undefined;
    setReasonMissing(missing);
    setErrors(password === '' ? { transactionPassword: ruleMessages.transactionPasswordRequired } : {});
    if (password === '' || missing) return;
    if (await send(() => onDecide(request, decision, password, rejection))) close();
  }
  const verb = decision === 'approved' ? 'Approve' : 'Reject';
  return (
    <Dialog.Root open={request !== null} onOpenChange={(open) => !open && close()}>
      {request && (
        <Dialog.Content
          title={`${verb} ${requestLabels[request.type].toLowerCase()}`}
          size="small"
          description={`${request.username}: ${formatAmount(request.amount)}`}
        >
          <form className={screen.dialogForm} onSubmit={(event) => void confirm(event)} noValidate>
            <p className={screen.muted}>{consequence(request, decision)}</p>
            {decision === 'rejected' && (
              <RejectionReasonFields
                type={request.type}
                draft={reason}
                onChange={setReason}
                error={reasonMissing}
              />
            )}
            <ConfirmWithPassword
              password="transaction"
              passwordError={errors['transactionPassword']}
              failure={failure}
              pending={pending}
              confirmLabel={verb}
              tone={decision === 'approved' ? 'positive' : 'critical'}
            />
          </form>
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
