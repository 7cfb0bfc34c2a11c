import { Button, Inline, Stack, TextField } from '@exchange/design-system';
import { bankAccountFormSchema, upiFormSchema } from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { fieldErrors } from '../formErrors.ts';
import { Failure } from '../../forms/Failure.tsx';

export type BankAccountForm = v.InferOutput<typeof bankAccountFormSchema>;
export type UpiForm = v.InferOutput<typeof upiFormSchema>;

/** Sends a form; resolves with the server's message when it refused, or nothing when it was added. */
export type AddAccount<T> = (form: T) => Promise<string | undefined>;

interface AddFormProps<S extends v.GenericSchema> {
  schema: S;
  label: string;
  onAdd: AddAccount<v.InferOutput<S>>;
  children: (errors: Record<string, string>) => React.ReactNode;
}

/** A form checked by its domain schema, emptied once the account is added. */
function AddForm<S extends v.GenericSchema>({ schema, label, onAdd, children }: AddFormProps<S>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = fieldErrors(schema, Object.fromEntries(new FormData(form)));
    setErrors(result.ok ? {} : result.errors);
    setRefusal(undefined);
    if (!result.ok) return;
    setPending(true);
    const refused = await onAdd(result.output);
    setPending(false);
    setRefusal(refused);
    if (refused === undefined) form.reset();
  }

  return (
    <Stack as="form" space="medium" onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <Failure message={refusal} />
      {children(errors)}
      <Inline space="small">
        <Button type="submit" variant="soft" loading={pending}>
          {label}
        </Button>
      </Inline>
    </Stack>
  );
}

/** Spec 5: "Bank form: account holder name, account number and IFSC code required." */
export function AddBankAccountForm({ onAdd }: { onAdd: AddAccount<BankAccountForm> }) {
  return (
    <AddForm schema={bankAccountFormSchema} label="Add bank account" onAdd={onAdd}>
      {(errors) => (
        <>
          <TextField
            label="Account Holder Name"
            name="accountHolderName"
            autoComplete="name"
            required
            error={errors['accountHolderName']}
          />
          <TextField
            label="Account Number"
            name="accountNumber"
            inputMode="numeric"
            autoComplete="off"
            required
            error={errors['accountNumber']}
          />
          <TextField
            label="IFSC Code"
            name="ifscCode"
            autoComplete="off"
            autoCapitalize="characters"
            required
            error={errors['ifscCode']}
          />
        </>
      )}
    </AddForm>
  );
}

/** Spec 5: "UPI form: 'UPI Id is required'." */
export function AddUpiForm({ onAdd }: { onAdd: AddAccount<UpiForm> }) {
  return (
    <AddForm schema={upiFormSchema} label="Add UPI Id" onAdd={onAdd}>
      {(errors) => (
        <TextField
          label="UPI Id"
          name="upiId"
          autoComplete="off"
          autoCapitalize="none"
          placeholder="name@bank"
          required
          error={errors['upiId']}
        />
      )}
    </AddForm>
  );
}
