import { Card, CopyButton, Inline, Stack } from '@exchange/design-system';
import { messages, type PaymentSettings } from '@exchange/domain';
import * as styles from './cashier.css.ts';

/** Spec 3's payment settings of the player's upline, with its QR image ready to show. */
export type DepositMethods = PaymentSettings & {
  /** The QR image (an object URL of the fetched file); absent when the upline uploaded none. */
  readonly qrImageUrl?: string | undefined;
};

export interface CopyCallbacks {
  /** A value is on the clipboard: the page toasts 'Copied succesfull' (spec 8). */
  onCopied: () => void;
  /** The clipboard refused (no permission, a plain-http page). */
  onCopyError: () => void;
}

export const hasUpi = (methods: DepositMethods) => methods.upiId.trim() !== '';
export const hasBank = (methods: DepositMethods) => methods.accountNumber.trim() !== '';

interface DetailProps extends CopyCallbacks {
  label: string;
  value: string;
}

/** One line to type into a banking app, with a button that copies it. */
function Detail({ label, value, ...copy }: DetailProps) {
  return (
    <Stack space="xxsmall" className={styles.detail}>
      <dt className={styles.detailTerm}>{label}</dt>
      <Inline as="dd" wrap={false} align="between" alignY="center" space="small" margin="none">
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
      </Inline>
    </Stack>
  );
}

/** The upline's UPI (QR code, name, id) and bank account (holder, number, IFSC), each value copyable. */
export function PaymentMethodsCards({ methods, ...copy }: CopyCallbacks & { methods: DepositMethods }) {
  return (
    <>
      {hasUpi(methods) && (
        <Card title="Pay by UPI" titleAs="h2">
          <Stack space="medium">
            {methods.qrImageUrl && (
              <img
                className={styles.qrCode}
                src={methods.qrImageUrl}
                alt={`QR code for UPI id ${methods.upiId}`}
              />
            )}
            <Stack as="dl" space="small" margin="none">
              {methods.upiName && <Detail label="UPI Name" value={methods.upiName} {...copy} />}
              <Detail label="UPI Id" value={methods.upiId} {...copy} />
            </Stack>
          </Stack>
        </Card>
      )}
      {hasBank(methods) && (
        <Card title="Pay by bank transfer" titleAs="h2">
          <Stack as="dl" space="small" margin="none">
            <Detail label="Account Holder Name" value={methods.accountHolderName} {...copy} />
            <Detail label="Account Number" value={methods.accountNumber} {...copy} />
            <Detail label="IFSC Code" value={methods.ifscCode} {...copy} />
          </Stack>
        </Card>
      )}
    </>
  );
}
