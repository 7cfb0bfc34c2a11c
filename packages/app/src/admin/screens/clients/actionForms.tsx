import { PasswordField, Switch, TextField } from '@exchange/design-system';
import {
  amountField,
  betSettingField,
  passwordInputMaxLength,
  positiveAmountField,
  ruleMessages,
  sports,
  transactionPasswordMaxLength,
  transactionPasswordSchema,
} from '@exchange/domain';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { fieldErrors } from '../../../screens/formErrors.ts';
import { firstLoginFormSchema } from '../../../screens/auth/TransactionPasswordScreen.tsx';
import * as styles from '../admin.css.ts';
import type { ClientActionKind, ClientActionRequest, ClientRow } from './clientActions.ts';

/** Spec 3: User Lock and Bet Lock. */
const userLockPrivilege = 59;
const betLockPrivilege = 60;

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

const newPasswordFields = [
  { name: 'password', label: 'New Password' },
  { name: 'passwordConfirmation', label: 'Confirm Password' },
] as const;

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
      const values = Object.fromEntries(
        ['password', 'passwordConfirmation'].map((name) => [name, text(form, name)]),
      );
      const result = fieldErrors(firstLoginFormSchema, { ...values, transactionPassword: txn });
      return result.ok ? { ok: true, request: { kind, ...result.output } } : result;
    }
    case 'locks': {
      const result = fieldErrors(v.object(transactionPassword), { transactionPassword: txn });
      if (!result.ok) return result;
      // Only the locks the operator may change are sent: the server refuses a flag without its privilege.
      const request = {
        kind,
        transactionPassword: txn,
        ...(privileges.includes(userLockPrivilege) && { userLock: form.has('userLock') }),
        ...(privileges.includes(betLockPrivilege) && { betLock: form.has('betLock') }),
      };
      return { ok: true, request };
    }
    case 'stakes': {
      const betSettings = sports.map((_, index) => ({
        minBet: text(form, `minBet.${index}`),
        maxBet: text(form, `maxBet.${index}`),
        delaySeconds: text(form, `delay.${index}`),
      }));
      const result = v.safeParse(stakesSchema, { betSettings, transactionPassword: txn });
      if (result.success) return { ok: true, request: { kind, ...result.output } };
      // Nested messages by field name, as the inputs are named (minBet.0 ...).
      const errors: Record<string, string> = {};
      for (const issue of result.issues) {
        const path = issue.path?.map((step) => step.key).filter((key) => key !== 'betSettings') ?? [];
        const [index, field] = path;
        const name =
          field === undefined
            ? String(index)
            : `${field === 'delaySeconds' ? 'delay' : String(field)}.${String(index)}`;
        errors[name] ??= issue.message;
      }
      return { ok: false, errors };
    }
  }
}

function TransactionPasswordField({ errors }: { errors: Errors }) {
  return (
    <PasswordField
      label="Transaction Password"
      name="transactionPassword"
      autoComplete="off"
      maxLength={transactionPasswordMaxLength}
      required
      error={errors['transactionPassword']}
    />
  );
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

function StakeFields({ client, errors }: { client: ClientRow; errors: Errors }) {
  return (
    <>
      <p>Stakes in rupees; 0 sets no limit and no delay.</p>
      {sports.map((sport, index) => {
        const setting = client.betSettings[index];
        return (
          <fieldset key={sport.id} className={styles.fieldset}>
            <legend className={styles.legend}>{sport.name}</legend>
            <div className={styles.fieldRow}>
              <TextField
                label="Min Bet"
                name={`minBet.${index}`}
                inputMode="decimal"
                defaultValue={String(setting?.minBet ?? 0)}
                error={errors[`minBet.${index}`]}
              />
              <TextField
                label="Max Bet"
                name={`maxBet.${index}`}
                inputMode="decimal"
                defaultValue={String(setting?.maxBet ?? 0)}
                error={errors[`maxBet.${index}`]}
              />
              <TextField
                label="Delay (s)"
                name={`delay.${index}`}
                inputMode="numeric"
                defaultValue={String(setting?.delay ?? 0)}
                error={errors[`delay.${index}`]}
              />
            </div>
          </fieldset>
        );
      })}
    </>
  );
}

/** The fields of one action's form, filled from the client where they edit a value it has. */
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
      fields = newPasswordFields.map(({ name, label }) => (
        <PasswordField
          key={name}
          label={label}
          name={name}
          autoComplete="new-password"
          maxLength={passwordInputMaxLength}
          required
          error={errors[name]}
        />
      ));
      break;
    case 'locks':
      // Spec 3: privilege 59 locks sign-in, 60 betting; a switch the operator cannot use is shown, not offered.
      fields = (
        <>
          <Switch
            label="User lock (cannot sign in)"
            name="userLock"
            defaultChecked={client.userLock}
            disabled={!privileges.includes(userLockPrivilege)}
          />
          <Switch
            label="Bet lock (cannot bet)"
            name="betLock"
            defaultChecked={client.betLock}
            disabled={!privileges.includes(betLockPrivilege)}
          />
        </>
      );
      break;
    case 'stakes':
      fields = <StakeFields client={client} errors={errors} />;
      break;
  }
  return (
    <>
      {fields}
      <TransactionPasswordField errors={errors} />
    </>
  );
}
