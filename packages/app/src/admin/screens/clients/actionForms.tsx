import { Switch, TextField } from '@exchange/design-system';
import {
  amountField,
  betSettingField,
  positiveAmountField,
  privilege,
  ruleMessages,
  transactionPasswordSchema,
} from '@exchange/domain';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { fieldErrors } from '../../../screens/formErrors.ts';
import { NewPasswordFields } from '../../../screens/auth/PasswordFields.tsx';
import { firstLoginFormSchema } from '../../../screens/auth/TransactionPasswordScreen.tsx';
import { BetSettingFields, betSettingsFromForm } from '../BetSettingFields.tsx';
import type { ClientActionKind, ClientActionRequest, ClientRow } from './clientActions.ts';

type Errors = Readonly<Record<string, string>>;
type Read = { ok: true; request: ClientActionRequest } | { ok: false; errors: Record<string, string> };

const transactionPassword = { transactionPassword: transactionPasswordSchema };
const chipsSchema = v.object({ amount: positiveAmountField, ...transactionPassword });
const creditSchema = v.object({
  creditReference: amountField(ruleMessages.creditReferenceRequired),
  ...transactionPassword,
});
const limitSchema = v.object({
  exposureLimit: amountField(ruleMessages.exposureLimitRequired),
  ...transactionPassword,
});
const stakesSchema = v.object({ betSettings: v.array(betSettingField), ...transactionPassword });

/** Text of a form field ('' when missing). */
const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** A dialog's form read against its rules: the request to send, or the first message per field. */
export function readClientAction(
  kind: ClientActionKind,
  form: FormData,
  privileges: readonly number[],
): Read {
  const txn = text(form, 'transactionPassword');
  switch (kind) {
    case 'deposit':
    case 'withdraw': {
      const result = fieldErrors(chipsSchema, { amount: text(form, 'amount'), transactionPassword: txn });
      return result.ok ? { ok: true, request: { kind, ...result.output } } : result;
    }
    case 'creditReference': {
      const result = fieldErrors(creditSchema, {
        creditReference: text(form, 'amount'),
        transactionPassword: txn,
      });
      return result.ok ? { ok: true, request: { kind, ...result.output } } : result;
    }
    case 'exposureLimit': {
      const result = fieldErrors(limitSchema, {
        exposureLimit: text(form, 'amount'),
        transactionPassword: txn,
      });
      return result.ok ? { ok: true, request: { kind, ...result.output } } : result;
    }
    case 'password': {
      const password = {
        password: text(form, 'password'),
        passwordConfirmation: text(form, 'passwordConfirmation'),
      };
      const result = fieldErrors(firstLoginFormSchema, { ...password, transactionPassword: txn });
      return result.ok ? { ok: true, request: { kind, ...result.output } } : result;
    }
    case 'locks': {
      const result = fieldErrors(v.object(transactionPassword), { transactionPassword: txn });
      if (!result.ok) return result;
      // Only the locks the operator may change are sent: the server refuses a flag without its privilege.
      const request = {
        kind,
        transactionPassword: txn,
        ...(privileges.includes(privilege.userLock) && { userLock: form.has('userLock') }),
        ...(privileges.includes(privilege.betLock) && { betLock: form.has('betLock') }),
      };
      return { ok: true, request };
    }
    case 'unlock':
      return { ok: true, request: { kind } };
    case 'stakes': {
      const result = fieldErrors(stakesSchema, {
        betSettings: betSettingsFromForm(form),
        transactionPassword: txn,
      });
      return result.ok ? { ok: true, request: { kind, ...result.output } } : result;
    }
  }
}

function AmountField({
  label,
  errors,
  error,
  defaultValue,
}: {
  label: string;
  errors: Errors;
  error: string;
  defaultValue?: string;
}) {
  return (
    <TextField
      label={label}
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      required
      defaultValue={defaultValue}
      error={errors[error]}
    />
  );
}

/**
 * The fields of one action's form, filled from the client where they edit a value it has; the transaction
 * password after them is the dialog's (ConfirmWithPassword).
 */
export function ClientActionFields({
  kind,
  client,
  errors,
  privileges,
}: {
  kind: ClientActionKind;
  client: ClientRow;
  errors: Errors;
  privileges: readonly number[];
}) {
  let fields: ReactNode;
  switch (kind) {
    case 'deposit':
    case 'withdraw':
      fields = <AmountField label="Amount" errors={errors} error="amount" />;
      break;
    case 'creditReference':
      fields = (
        <AmountField
          label="New Credit Reference"
          errors={errors}
          error="creditReference"
          defaultValue={String(client.creditReference)}
        />
      );
      break;
    case 'exposureLimit':
      fields = (
        <AmountField
          label="New Exposure Limit"
          errors={errors}
          error="exposureLimit"
          defaultValue={String(client.exposureLimit ?? '')}
        />
      );
      break;
    case 'password':
      fields = <NewPasswordFields errors={errors} />;
      break;
    case 'locks':
      // Spec 3: privilege 59 locks sign-in, 60 betting; a switch the operator cannot use is shown, not offered.
      fields = (
        <>
          <Switch
            label="User lock (cannot sign in)"
            name="userLock"
            defaultChecked={client.userLock}
            disabled={!privileges.includes(privilege.userLock)}
          />
          <Switch
            label="Bet lock (cannot bet)"
            name="betLock"
            defaultChecked={client.betLock}
            disabled={!privileges.includes(privilege.betLock)}
          />
        </>
      );
      break;
    case 'unlock':
      // The dialog's explanation says it all: the operator only confirms.
      fields = null;
      break;
    case 'stakes':
      fields = <BetSettingFields settings={client.betSettings} errors={errors} />;
      break;
  }
  return fields;
}
