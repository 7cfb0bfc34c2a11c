import { Badge, Button, Card, Stack, Table } from '@exchange/design-system';
import {
  formatDateTime,
  labels,
  loginAccountFormSchema,
  messages,
  privilegeLabel,
  type LoginAccountForm,
} from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import { Failure } from '../../../forms/Failure.tsx';
import { useSubmission } from '../../../forms/useSubmission.ts';
import { fieldErrors } from '../../../screens/formErrors.ts';
import * as listStyles from '../../../screens/reports/ListFrame.css.ts';
import type { ReportStatus } from '../../../screens/reports/ReportFrame.tsx';
import * as screen from '../../../screens/screen.css.ts';
import * as styles from '../admin.css.ts';
import { PrivilegeChoice, SignInFields } from '../SignInFields.tsx';
import type { LoginAccountRow } from './loginAccountRow.ts';

export interface LoginAccountsScreenProps {
  /** The operator's login accounts. */
  accounts: readonly LoginAccountRow[];
  status: ReportStatus;
  error?: string | undefined;
  /** The privileges the operator holds: a login may be given only these. */
  grantable: readonly number[];
  /** Creates the login; a rejection's message (the server's) is shown above the form. */
  onCreate: (account: LoginAccountForm) => Promise<void>;
}

const formFields = ['username', 'fullName', 'password', 'passwordConfirmation', 'transactionPassword'];

function privilegeNames(ids: readonly number[]): string {
  if (ids.length === 0) return 'None';
  return ids.map((id) => privilegeLabel(id) ?? String(id)).join(', ');
}

/**
 * `createaccount`, Multi Login Account: extra sign-ins for the operator (its staff), each acting for it
 * with the privileges chosen here (select all, or some of those the operator holds), and the list of them.
 */
export function LoginAccountsScreen({
  accounts,
  status,
  error,
  grantable,
  onCreate,
}: LoginAccountsScreenProps) {
  const [granted, setGranted] = useState<string[]>([]);
  const { errors, setErrors, failure, pending, send } = useSubmission();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const values = {
      ...Object.fromEntries(formFields.map((name) => [name, String(form.get(name) ?? '')])),
      privileges: granted.map(Number),
    };
    const result = fieldErrors(loginAccountFormSchema, values);
    if (!result.ok) return setErrors(result.errors);
    if (!(await send(() => onCreate(result.output)))) return;
    formElement.reset();
    setGranted([]);
  }

  return (
    <div className={screen.page}>
      <h1 className={screen.heading}>{labels.multiLoginAccount}</h1>
      <Stack
        as="form"
        space="large"
        className={styles.wideForm}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={pending}
        aria-labelledby="new-login-account"
      >
        <Card as="div">
          <div className={screen.form}>
            <h2 id="new-login-account" className={screen.subheading}>
              New login account
            </h2>
            <p className={screen.muted}>
              A second sign-in that acts for you with the privileges you choose. It changes its password on
              first sign-in.
            </p>
            <Failure message={failure} />
            <SignInFields errors={errors} transactionPasswordHint="The login's own, for its money moves" />
          </div>
        </Card>
        <PrivilegeChoice
          grantable={grantable}
          value={granted}
          onValueChange={setGranted}
          error={errors['privileges']}
        />
        <div>
          <Button type="submit" size="large" loading={pending}>
            Create Account
          </Button>
        </div>
      </Stack>
      <h2 className={screen.subheading}>Login accounts</h2>
      <Failure message={status === 'error' && error} />
      <div className={listStyles.tableBox} aria-busy={status === 'loading'}>
        <Table.Root caption="Login accounts" hideCaption striped>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>Username</Table.HeaderCell>
              <Table.HeaderCell>Full Name</Table.HeaderCell>
              <Table.HeaderCell>Privileges</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
              <Table.HeaderCell>Created</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body emptyText={messages.noDataInTable}>
            {accounts.map((account) => (
              <Table.Row key={account.id}>
                <Table.Cell>{account.username}</Table.Cell>
                <Table.Cell>{account.fullName}</Table.Cell>
                <Table.Cell>{privilegeNames(account.privileges)}</Table.Cell>
                <Table.Cell>
                  <Badge tone={account.locked ? 'critical' : 'positive'} size="small">
                    {account.locked ? 'Locked' : 'Active'}
                  </Badge>
                </Table.Cell>
                <Table.Cell>{formatDateTime(account.createdAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </div>
    </div>
  );
}
