import { Card, CopyButton } from '@exchange/design-system';
import { messages } from '@exchange/domain';
import * as styles from './cashier.css.ts';

/** Spec 3: "Payment settings: upiId, upiName, accountHolderName, accountNumber, ifscCode" (and the QR image). */
export interface PaymentMethods {
  readonly upiId: string;
  readonly upiName: string;
  readonly accountHolderName: string;
  readonly accountNumber: string;
  readonly ifscCode: string;
  /** Where the upline's QR image is served; absent when it uploaded none. */
  readonly qrImageUrl?: string | undefined;
}

export interface CopyCallbacks {
  /** A value is on the clipboard: the page toasts 'Copied succesfull' (spec 8). */
  onCopied: () => void;
  /** The clipboard refused (no permission, a plain-http page). */
  onCopyError: () => void;
}

export const hasUpi = (methods: PaymentMethods) => methods.upiId.trim() !== '';
export const hasBank = (methods: PaymentMethods) => methods.accountNumber.trim() !== '';

interface DetailProps extends CopyCallbacks {
  label: string;
  value: string;
}

/** One line to type into a banking app, with a button that copies it. */
function Detail({ label, value, ...copy }: DetailProps) {
  return (
    <div className={styles.detail}>
      <dt className={styles.detailTerm}>{label}</dt>
      <dd className={styles.detailValue}>
        <span className={styles.detailText}>{value}</span>
        <CopyButton
          value={value}
          label={`Copy ${label}`}
          copiedLabel={messages.copied}
          iconOnly
          size="small"
          onCopied={copy.onCopied}
          onCopyError={copy.onCopyError}
        />
      </dd>
    </div>
  );
}

/** The upline's UPI (QR code, name, id) and bank account (holder, number, IFSC), each value copyable. */
export function PaymentMethodsCards({ methods, ...copy }: CopyCallbacks & { methods: PaymentMethods }) {
  return (
    <>
      {hasUpi(methods) && (
        <Card title="Pay by UPI" titleAs="h2">
          <div className={styles.stack}>
            {methods.qrImageUrl && (
              <img
                className={styles.qrCode}
                src={methods.qrImageUrl}
                alt={`QR code for UPI id ${methods.upiId}`}
              />
            )}
            <dl className={styles.details}>
              {methods.upiName && <Detail label="UPI Name" value={methods.upiName} {...copy} />}
              <Detail label="UPI Id" value={methods.upiId} {...copy} />
            </dl>
          </div>
        </Card>
      )}
      {hasBank(methods) && (
        <Card title="Pay by bank transfer" titleAs="h2">
          <dl className={styles.details}>
            <Detail label="Account Holder Name" value={methods.accountHolderName} {...copy} />
            <Detail label="Account Number" value={methods.accountNumber} {...copy} />
            <Detail label="IFSC Code" value={methods.ifscCode} {...copy} />
          </dl>
        </Card>
      )}
    </>
  );
}
