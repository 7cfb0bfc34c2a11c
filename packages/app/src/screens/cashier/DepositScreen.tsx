import {
  Button,
  Card,
  Columns,
  EmptyState,
  FileUpload,
  RadioGroup,
  Spinner,
  Stack,
  TextField,
} from '@exchange/design-system';
import {
  acceptedImageExtensions,
  depositFormSchema,
  depositRangeHint,
  fromMinor,
  positiveAmountField,
  ruleMessages,
  type PaymentAccountType,
} from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { fieldErrors } from '../formErrors.ts';
import * as screen from '../screen.css.ts';
import {
  PaymentMethodsCards,
  hasBank,
  hasUpi,
  type CopyCallbacks,
  type DepositMethods,
} from './PaymentMethodsCard.tsx';
import { Failure } from '../../forms/Failure.tsx';

/** A deposit request as the form gives it: the rupees, the UTR, the receipt and where it was paid. */
export interface DepositRequest {
  readonly accountType: PaymentAccountType;
  /** Rupees, as the API takes them. */
  readonly amount: number;
  readonly utrNumber: string;
  readonly image: File;
}

export interface DepositScreenProps extends CopyCallbacks {
  /** The nearest upline's payment methods; null when none has set any. */
  methods: DepositMethods | null;
  onSubmit: (request: DepositRequest) => void;
  pending?: boolean;
  /** The server's message when it refused the request. */
  error?: string | undefined;
  /** Largest receipt the server takes, in bytes. */
  maxImageBytes?: number | undefined;
  /** The methods are on their way. */
  loading?: boolean;
}

const accountTypeLabels: Record<PaymentAccountType, string> = { upi: 'UPI', bank: 'Bank transfer' };

/** Spec 5: "Amount, UTR and upload are disabled until the amount is above 0." */
const isAboveZero = (amount: string) => v.is(positiveAmountField, amount);

/** Spec 5 and 9: "The range hint is 100 to 100000". */
export const depositAmountHint = `${depositRangeHint.min} to ${depositRangeHint.max}`;

/**
 * `/deposit`: the upline's payment methods to pay to, then the request: the amount, the UTR number of the
 * payment and a picture of its receipt (spec 5). It waits as `pending` until an operator decides it.
 */
export function DepositScreen({
  methods,
  onSubmit,
  pending = false,
  error,
  maxImageBytes,
  loading = false,
  ...copy
}: DepositScreenProps) {
  if (loading) {
    return (
      <div className={screen.page}>
        <h1 className={screen.heading}>Deposit</h1>
        <Spinner />
      </div>
    );
  }
  if (!methods || (!hasUpi(methods) && !hasBank(methods))) {
    return (
      <div className={screen.page}>
        <h1 className={screen.heading}>Deposit</h1>
        <EmptyState
          title="No payment method yet"
          description="Your upline has not set up a UPI id or a bank account to pay to. Ask your upline."
        />
      </div>
    );
  }
  const available = (['upi', 'bank'] as const).filter((type) =>
    type === 'upi' ? hasUpi(methods) : hasBank(methods),
  );
  return (
    <div className={screen.page}>
      <h1 className={screen.heading}>Deposit</h1>
      <Columns columns={{ mobile: 1, tablet: 2 }} space="large" alignY="start">
        <Stack space="medium">
          <PaymentMethodsCards methods={methods} {...copy} />
        </Stack>
        <Card title="Request a deposit" titleAs="h2">
          <DepositForm
            available={available}
            onSubmit={onSubmit}
            pending={pending}
            error={error}
            maxImageBytes={maxImageBytes}
          />
        </Card>
      </Columns>
    </div>
  );
}

interface DepositFormProps {
  available: readonly PaymentAccountType[];
  onSubmit: (request: DepositRequest) => void;
  pending: boolean;
  error: string | undefined;
  maxImageBytes: number | undefined;
}

function DepositForm({ available, onSubmit, pending, error, maxImageBytes }: DepositFormProps) {
  const [accountType, setAccountType] = useState<PaymentAccountType>(available[0] ?? 'upi');
  const [amount, setAmount] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ready = isAboveZero(amount);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = fieldErrors(depositFormSchema, {
      amount,
      utrNumber: String(form.get('utrNumber') ?? ''),
      image,
    });
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok || !image) return;
    onSubmit({
      accountType,
      amount: fromMinor(result.output.amount),
      utrNumber: result.output.utrNumber,
      image,
    });
  }

  return (
    <Stack
      as="form"
      space="medium"
      onSubmit={submit}
      noValidate
      aria-busy={pending}
      aria-label="Deposit request"
    >
      <Failure message={error} />
      {available.length > 1 && (
        <RadioGroup
          label="Paid by"
          orientation="horizontal"
          options={available.map((type) => ({ value: type, label: accountTypeLabels[type] }))}
          value={accountType}
          onValueChange={(value) => setAccountType(value as PaymentAccountType)}
        />
      )}
      <TextField
        label="Amount"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        hint={depositAmountHint}
        required
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors['amount']}
      />
      <TextField
        label="UTR Number"
        name="utrNumber"
        inputMode="numeric"
        autoComplete="off"
        hint="The reference number of your payment"
        required
        disabled={!ready}
        error={errors['utrNumber']}
      />
      <FileUpload
        label="Payment receipt"
        name="image"
        accept={acceptedImageExtensions.map((extension) => `.${extension}`)}
        hint="A png, jpg or jpeg picture of the payment"
        typeErrorMessage={ruleMessages.imageType}
        required
        disabled={!ready}
        file={image}
        onFileChange={setImage}
        error={errors['image']}
        {...(maxImageBytes !== undefined && { maxSize: maxImageBytes })}
      />
      <Button type="submit" size="large" loading={pending}>
        Submit
      </Button>
    </Stack>
  );
}
