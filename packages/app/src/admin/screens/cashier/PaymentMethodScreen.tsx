import { Button, Card, Columns, FileUpload, Spinner, Stack, TextField } from '@exchange/design-system';
import {
  acceptedImageExtensions,
  paymentImageMaxBytes,
  refusalCatalog,
  ruleMessages,
} from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import { Failure } from '../../../forms/Failure.tsx';
import { useSubmission } from '../../../forms/useSubmission.ts';
import * as screen from '../../../screens/screen.css.ts';
import { fieldErrors } from '../../../screens/formErrors.ts';
import * as adminStyles from '../admin.css.ts';
import * as styles from './cashier.css.ts';
import { paymentMethodFormSchema } from './paymentMethodForm.ts';
import type { PaymentMethodValues } from './types.ts';
import { useBlobUrl } from './useBlobUrl.ts';

export interface PaymentMethodScreenProps {
  /** The methods saved now (payment-list); empty strings where none is set. */
  saved: PaymentMethodValues;
  /** Fetches the saved QR image with the session's credentials; null when there is none. */
  loadQrImage: (() => Promise<Blob>) | null;
  /** save-payment-list: the methods and, when one was chosen, a new QR image. */
  onSave: (values: PaymentMethodValues, qrImage: File | null) => Promise<void>;
}

const imageAccept = acceptedImageExtensions.map((extension) => `.${extension}`);

type Field = keyof PaymentMethodValues;

/**
 * `/admin/payment-method`: where this operator's players pay their deposits to: a UPI id with its name and
 * QR image, and a bank account. A player's deposit page shows its nearest upline's methods.
 */
export function PaymentMethodScreen({ saved, loadQrImage, onSave }: PaymentMethodScreenProps) {
  const [values, setValues] = useState<PaymentMethodValues>(saved);
  const [qrImage, setQrImage] = useState<File | null>(null);
  const { errors, setErrors, failure, pending, reset, send } = useSubmission();
  const savedQr = useBlobUrl(loadQrImage);

  const field = (name: Field, label: string, extra: { inputMode?: 'numeric'; hint?: string } = {}) => (
    <TextField
      label={label}
      name={name}
      autoComplete="off"
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={errors[name]}
      {...extra}
    />
  );

  async function save(event: FormEvent) {
    event.preventDefault();
    reset();
    const checked = fieldErrors(paymentMethodFormSchema, {
      ...values,
      hasQrImage: qrImage !== null || savedQr.state === 'ready',
    });
    if (!checked.ok) return setErrors(checked.errors);
    const { hasQrImage: _, ...trimmed } = checked.output;
    if (!(await send(() => onSave(trimmed, qrImage)))) return;
    setValues(trimmed);
    // The chosen image is the saved one now: it shows as such, and a second Save does not send it again.
    setQrImage(null);
  }

  return (
    <div className={screen.page}>
      <h1 className={screen.heading}>Payment Method</h1>
      <p className={screen.muted}>Your players see these details on their deposit page and pay to them.</p>
      <Stack
        as="form"
        space="large"
        className={adminStyles.wideForm}
        onSubmit={(event) => void save(event)}
        noValidate
        aria-busy={pending}
      >
        <Failure message={failure} />
        <Columns minColumnWidth={340} space="large" alignY="start">
          <Card as="section" aria-labelledby="payment-upi">
            <div className={screen.form}>
              <h2 id="payment-upi" className={screen.subheading}>
                UPI
              </h2>
              {field('upiId', 'UPI Id', { hint: 'For example name@bank' })}
              {field('upiName', 'UPI Name')}
              <Stack space="small">
                {savedQr.state === 'ready' && qrImage === null && (
                  <img className={styles.qrImage} src={savedQr.url} alt="Saved UPI QR code" />
                )}
                {savedQr.state === 'loading' && <Spinner label="Loading the QR code" />}
                {savedQr.state === 'failed' && <p className={screen.muted}>{savedQr.message}</p>}
                <FileUpload
                  label="QR Image"
                  hint={savedQr.state === 'ready' ? 'A new image replaces the saved one' : 'png, jpg or jpeg'}
                  accept={imageAccept}
                  typeErrorMessage={ruleMessages.imageType}
                  maxSize={paymentImageMaxBytes}
                  sizeErrorMessage={refusalCatalog.image_too_large}
                  file={qrImage}
                  onFileChange={setQrImage}
                  name="image"
                />
              </Stack>
            </div>
          </Card>
          <Card as="section" aria-labelledby="payment-bank">
            <div className={screen.form}>
              <h2 id="payment-bank" className={screen.subheading}>
                Bank account
              </h2>
              {field('accountHolderName', 'Account Holder Name')}
              {field('accountNumber', 'Account Number', { inputMode: 'numeric' })}
              {field('ifscCode', 'IFSC Code', { hint: 'For example HDFC0001234' })}
            </div>
          </Card>
        </Columns>
        <div>
          <Button type="submit" loading={pending}>
            Save
          </Button>
        </div>
      </Stack>
    </div>
  );
}
