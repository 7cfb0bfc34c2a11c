import {
  Button,
  Card,
  Columns,
  Inline,
  RadioGroup,
  Spinner,
  Stack,
  TextField,
} from '@exchange/design-system';
import {
  fromMinor,
  withdrawFormSchema,
  type BankAccount,
  type PaymentAccountType,
  type UpiEntry,
} from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import { fieldErrors } from '../formErrors.ts';
import * as screen from '../screen.css.ts';
import {
  AddBankAccountForm,
  AddUpiForm,
  type AddAccount,
  type BankAccountForm,
  type UpiForm,
} from './AccountForms.tsx';
import * as styles from './cashier.css.ts';
import { Failure } from '../../forms/Failure.tsx';

/** The player's saved accounts, as get-bank-and-upi-list answers. */
export interface SavedAccounts {
  readonly bank: readonly BankAccount[];
  readonly upi: readonly UpiEntry[];
}

/** A withdrawal request: the rupees and the saved account they go to. */
export type WithdrawRequest =
  | { readonly amount: number; readonly accountType: 'bank'; readonly bankDetail: BankAccount }
  | { readonly amount: number; readonly accountType: 'upi'; readonly bankDetail: UpiEntry };

export interface WithdrawScreenProps {
  accounts: SavedAccounts;
  onSubmit: (request: WithdrawRequest) => void;
  onAddBank: AddAccount<BankAccountForm>;
  onAddUpi: AddAccount<UpiForm>;
  onDelete: (type: PaymentAccountType, id: string) => void;
  pending?: boolean;
  /** The server's message when it refused the request. */
  error?: string | undefined;
  /** The saved accounts are on their way. */
  loading?: boolean;
}

const bankLabel = (account: BankAccount) => `${account.accountHolderName}, A/c ${account.accountNumber}`;

/**
 * `/withdraw`: the amount and one of the player's saved bank accounts or UPI ids to pay it to (spec 5),
 * and the forms that add and delete them. The amount is held at once; a rejection releases it.
 */
export function WithdrawScreen({
  accounts,
  onSubmit,
  onAddBank,
  onAddUpi,
  onDelete,
  pending = false,
  error,
  loading = false,
}: WithdrawScreenProps) {
  const [choice, setChoice] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = [
    ...accounts.bank.map((account) => ({
      value: `bank:${account._id}`,
      label: bankLabel(account),
      description: `Bank, IFSC ${account.ifscCode}`,
    })),
    ...accounts.upi.map((entry) => ({ value: `upi:${entry._id}`, label: entry.upiId, description: 'UPI' })),
  ];
  // A deleted account is no longer a choice.
  const chosen = options.some((option) => option.value === choice) ? choice : '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [accountType = '', accountId = ''] = chosen.split(':');
    const result = fieldErrors(withdrawFormSchema, {
      amount: String(new FormData(event.currentTarget).get('amount') ?? ''),
      accountType,
      accountId,
    });
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    const amount = fromMinor(result.output.amount);
    const bank = accounts.bank.find((account) => account._id === accountId);
    const upi = accounts.upi.find((entry) => entry._id === accountId);
    if (accountType === 'bank' && bank) onSubmit({ amount, accountType, bankDetail: bank });
    if (accountType === 'upi' && upi) onSubmit({ amount, accountType, bankDetail: upi });
  }

  const choiceError = errors['accountType'] ?? errors['accountId'];
  return (
    <div className={screen.page}>
      <h1 className={screen.heading}>Withdraw</h1>
      <Columns columns={{ mobile: 1, tablet: 2 }} space="large" alignY="start">
        <Card title="Request a withdrawal" titleAs="h2">
          <Stack
            as="form"
            space="medium"
            onSubmit={submit}
            noValidate
            aria-busy={pending}
            aria-label="Withdraw request"
          >
            <Failure message={error} />
            {loading ? (
              <Spinner />
            ) : options.length > 0 ? (
              <RadioGroup
                label="Pay to"
                options={options}
                value={chosen}
                onValueChange={setChoice}
                error={choiceError}
              />
            ) : (
              <p
                className={choiceError ? screen.alert : screen.muted}
                role={choiceError ? 'alert' : undefined}
              >
                {choiceError ?? 'Add a bank account or a UPI id to withdraw to.'}
              </p>
            )}
            <TextField
              label="Amount"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              required
              error={errors['amount']}
            />
            <Button type="submit" size="large" loading={pending}>
              Withdraw
            </Button>
          </Stack>
        </Card>
        <Stack space="medium">
          <Card title="Bank accounts" titleAs="h2">
            <Stack space="medium">
              <SavedList
                items={accounts.bank.map((account) => ({ id: account._id, label: bankLabel(account) }))}
                empty="No bank account yet."
                onDelete={(id) => onDelete('bank', id)}
              />
              <AddBankAccountForm onAdd={onAddBank} />
            </Stack>
          </Card>
          <Card title="UPI Ids" titleAs="h2">
            <Stack space="medium">
              <SavedList
                items={accounts.upi.map((entry) => ({ id: entry._id, label: entry.upiId }))}
                empty="No UPI id yet."
                onDelete={(id) => onDelete('upi', id)}
              />
              <AddUpiForm onAdd={onAddUpi} />
            </Stack>
          </Card>
        </Stack>
      </Columns>
    </div>
  );
}

interface SavedListProps {
  items: readonly { id: string; label: string }[];
  empty: string;
  onDelete: (id: string) => void;
}

/** Saved accounts, each with its Delete button. */
function SavedList({ items, empty, onDelete }: SavedListProps) {
  if (items.length === 0) return <p className={screen.muted}>{empty}</p>;
  return (
    <Stack as="ul" space="small" margin="none" padding="none">
      {items.map((item) => (
        <Inline as="li" key={item.id} wrap={false} align="between" alignY="center" space="small">
          <span className={styles.detailText}>{item.label}</span>
          <Button
            size="small"
            variant="soft"
            tone="critical"
            aria-label={`Delete ${item.label}`}
            onClick={() => onDelete(item.id)}
          >
            Delete
          </Button>
        </Inline>
      ))}
    </Stack>
  );
}
