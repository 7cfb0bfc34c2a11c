import { Card, CheckboxGroup, TextField } from '@exchange/design-system';
import { privileges } from '@exchange/domain';
import type { ReactNode } from 'react';
import { NewPasswordFields, TransactionPasswordField } from '../../screens/auth/PasswordFields.tsx';

/**
 * What every new sign-in is given (spec 5): username, full name, password twice and a transaction
 * password, named as the domain's forms name them so each message lands under its field. The add-user
 * form and Multi Login Account share them.
 */
export function SignInFields({
  errors,
  transactionPasswordHint,
}: {
  errors: Readonly<Record<string, string>>;
  transactionPasswordHint: ReactNode;
}) {
  return (
    <>
      <TextField
        label="Username"
        name="username"
        autoComplete="off"
        autoCapitalize="none"
        maxLength={20}
        required
        error={errors['username']}
      />
      <TextField label="Full Name" name="fullName" autoComplete="off" required error={errors['fullName']} />
      <NewPasswordFields errors={errors} label="Password" />
      <TransactionPasswordField errors={errors} hint={transactionPasswordHint} />
    </>
  );
}

/** Spec 6: "privileges from the listed menu items, with a select-all option", of those the creator holds. */
export function PrivilegeChoice({
  grantable,
  value,
  onValueChange,
  error,
}: {
  grantable: readonly number[];
  value: string[];
  onValueChange: (value: string[]) => void;
  error: string | undefined;
}) {
  const options = privileges
    .filter((privilege) => grantable.includes(privilege.id))
    .map((privilege) => ({ value: String(privilege.id), label: privilege.label }));
  return (
    <Card as="div">
      <CheckboxGroup
        label="Privileges"
        selectAllLabel="Select all"
        orientation="horizontal"
        options={options}
        value={value}
        onValueChange={onValueChange}
        error={error}
      />
    </Card>
  );
}
