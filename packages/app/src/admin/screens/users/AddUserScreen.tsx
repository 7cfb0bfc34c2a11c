import { Button, Card, Select, Stack, TextField } from '@exchange/design-system';
import {
  creatableRoles,
  needsExposureLimit,
  newUserFormSchema,
  roleLabels,
  jurisdictions,
  type Jurisdiction,
  type NewUser,
  type PrivilegeId,
  type Role,
} from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import { Failure } from '../../../forms/Failure.tsx';
import { useSubmission } from '../../../forms/useSubmission.ts';
import { fieldErrors } from '../../../screens/formErrors.ts';
import { jurisdictionLabels } from '../../../screens/responsibleGaming/text.ts';
import * as screen from '../../../screens/screen.css.ts';
import * as styles from '../admin.css.ts';
import { PrivilegeChoice, SignInFields } from '../SignInFields.tsx';
import { BetSettingFields, betSettingsFromForm } from '../BetSettingFields.tsx';

export interface AddUserScreenProps {
  /** Who the new account goes under: the operator itself, or a user below it (`add-user/{username}`). */
  parent: { readonly username: string; readonly role: Role; readonly partnership?: number | undefined };
  /** Whether the parent is the operator itself (then no parent is sent). */
  parentIsSelf: boolean;
  /** The privileges the creator holds: it may hand on only these. */
  grantable: readonly number[];
  /** Sends the account; a rejection's message (the server's) is shown above the form. */
  onSubmit: (user: NewUser) => Promise<void>;
}

const noSettings = [] as const;

/** Outside the UK first: the default the server takes too. */
const jurisdictionOptions = [...jurisdictions].reverse().map((value) => ({
  value,
  label: jurisdictionLabels[value],
}));

/**
 * `add-user[/{username}]`: every field and rule of spec 5 with its messages. An operator account also
 * takes the parent's partnership share, stake limits and delay per sport, and its privileges (with select
 * all); a player takes an exposure limit.
 */
export function AddUserScreen({ parent, parentIsSelf, grantable, onSubmit }: AddUserScreenProps) {
  const [role, setRole] = useState('');
  const [jurisdiction, setJurisdiction] = useState<Jurisdiction>('intl');
  const [granted, setGranted] = useState<string[]>([]);
  // Created, the route moves on: the form stays busy until then.
  const { errors, setErrors, failure, pending, send } = useSubmission({ busyAfterSuccess: true });
  const isOperatorAccount = role !== '' && !needsExposureLimit(role as Role);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const values = {
      ...Object.fromEntries(
        [
          'username',
          'fullName',
          'password',
          'passwordConfirmation',
          'transactionPassword',
          'creditReference',
        ].map((name) => [name, text(name)]),
      ),
      role,
      exposureLimit: text('exposureLimit'),
      parent: parentIsSelf ? '' : parent.username,
      ...(isOperatorAccount && {
        partnership: text('partnership'),
        betSettings: betSettingsFromForm(form),
        privileges: granted.map(Number) as PrivilegeId[],
      }),
    };
    const result = fieldErrors(newUserFormSchema(parent.role), values);
    if (!result.ok) return setErrors(result.errors);
    await send(() => onSubmit({ ...result.output, ...(role === 'user' && { jurisdiction }) }));
  }

  return (
    <div className={screen.page}>
      <h1 className={screen.heading}>Add User</h1>
      <Stack
        as="form"
        space="large"
        className={styles.wideForm}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={pending}
      >
        <Failure message={failure} />
        <Card as="div">
          <div className={screen.form}>
            <p className={screen.muted}>
              Under {parent.username} ({roleLabels[parent.role]})
            </p>
            <SignInFields errors={errors} transactionPasswordHint="The new user's own, for its money moves" />
            <Select
              label="Role"
              placeholder="Select role"
              options={creatableRoles(parent.role).map((value) => ({ value, label: roleLabels[value] }))}
              value={role}
              onValueChange={setRole}
              required
              error={errors['role']}
            />
            <TextField
              label="Credit Reference"
              name="creditReference"
              inputMode="decimal"
              autoComplete="off"
              required
              error={errors['creditReference']}
            />
            {role === 'user' && (
              <Select
                label="Jurisdiction"
                hint="The responsible-gaming terms the player plays under: in the UK, self-exclusion is 6 months at least and support can set a cool-off; outside it, casino play has hourly reality checks."
                options={jurisdictionOptions}
                value={jurisdiction}
                onValueChange={(value) =>
                  setJurisdiction(jurisdictions.find((known) => known === value) ?? 'intl')
                }
              />
            )}
            {role === 'user' && (
              <TextField
                label="Exposure Limit"
                name="exposureLimit"
                inputMode="decimal"
                autoComplete="off"
                required
                error={errors['exposureLimit']}
              />
            )}
            {isOperatorAccount && (
              <TextField
                label="Partnership (%)"
                name="partnership"
                inputMode="numeric"
                autoComplete="off"
                defaultValue="0"
                {...(parent.partnership !== undefined && {
                  hint: `Up to ${parent.partnership}%, ${parent.username}'s own share`,
                })}
                error={errors['partnership']}
              />
            )}
          </div>
        </Card>
        {isOperatorAccount && (
          <>
            <Card as="div">
              <div className={screen.form}>
                <h2 className={screen.subheading}>Stake limits</h2>
                <BetSettingFields settings={noSettings} errors={errors} />
              </div>
            </Card>
            <PrivilegeChoice
              grantable={grantable}
              value={granted}
              onValueChange={setGranted}
              error={errors['privileges']}
            />
          </>
        )}
        <div>
          <Button type="submit" size="large" loading={pending}>
            Create User
          </Button>
        </div>
      </Stack>
    </div>
  );
}
