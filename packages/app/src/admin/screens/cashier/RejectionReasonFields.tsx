import { Select, TextField } from '@exchange/design-system';
import {
  paymentRejectionReasons,
  rejectionReasonMaxLength,
  ruleMessages,
  type PaymentRequestType,
} from '@exchange/domain';

/** The choice that lets the operator write its own reason instead of one of the list's. */
export const ownReason = 'other';

export interface RejectionReasonDraft {
  /** One of the type's reasons, `ownReason`, or '' while none is chosen. */
  readonly choice: string;
  /** Words added to the chosen reason, or the reason itself for `ownReason`. */
  readonly details: string;
}

export const noReason: RejectionReasonDraft = { choice: '', details: '' };

/**
 * The reason the player will read (issue 39): the chosen one with the operator's words after it, or its
 * words alone; undefined while there is none.
 */
export function rejectionReasonOf(draft: RejectionReasonDraft): string | undefined {
  const details = draft.details.trim();
  if (draft.choice === ownReason || draft.choice === '') return details === '' ? undefined : details;
  return details === '' ? draft.choice : `${draft.choice}: ${details}`;
}

/** Pick a reason from the short list of the request's type, add words to it, or write one's own. */
export function RejectionReasonFields({
  type,
  draft,
  onChange,
  error,
}: {
  type: PaymentRequestType;
  draft: RejectionReasonDraft;
  onChange: (draft: RejectionReasonDraft) => void;
  /** Shown when Reject is pressed with no reason. */
  error: boolean;
}) {
  const options = [
    ...paymentRejectionReasons[type].map((reason) => ({ value: reason, label: reason })),
    { value: ownReason, label: 'Other (write it below)' },
  ];
  const own = draft.choice === ownReason;
  return (
    <>
      <Select
        label="Reason"
        placeholder="Choose a reason"
        options={options}
        value={draft.choice}
        onValueChange={(choice) => onChange({ ...draft, choice })}
        required
        error={error && draft.choice === '' ? ruleMessages.rejectionReasonRequired : undefined}
      />
      <TextField
        label={own ? 'Your reason' : 'Details (optional)'}
        name="reasonDetails"
        autoComplete="off"
        maxLength={rejectionReasonMaxLength}
        required={own}
        hint="The player reads this on the request and in the statement."
        value={draft.details}
        onChange={(event) => onChange({ ...draft, details: event.target.value })}
        error={error && own && draft.details.trim() === '' ? ruleMessages.rejectionReasonRequired : undefined}
      />
    </>
  );
}
