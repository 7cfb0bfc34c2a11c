import { Dialog, formatAmount, Spinner } from '@exchange/design-system';
import { useMemo } from 'react';
import * as styles from './cashier.css.ts';
import type { CashierRequest } from './types.ts';
import { useBlobUrl } from './useBlobUrl.ts';
import { Failure } from '../../../forms/Failure.tsx';

/** Fetches a request's receipt with the session's credentials (the file route is not public). */
export type LoadReceipt = (request: CashierRequest) => Promise<Blob>;

/**
 * The receipt a player uploaded with a deposit. The image is fetched with the operator's token and shown
 * from an object URL, revoked when the dialog closes or shows another request.
 */
export function ReceiptDialog({
  request,
  loadReceipt,
  onClose,
}: {
  request: CashierRequest | null;
  loadReceipt: LoadReceipt;
  onClose: () => void;
}) {
  const load = useMemo(() => (request ? () => loadReceipt(request) : null), [request, loadReceipt]);
  const shown = useBlobUrl(load);
  const description = request
    ? `${request.username}: ${formatAmount(request.amount)}, UTR ${request.utrNumber ?? '-'}`
    : undefined;
  return (
    <Dialog.Root open={request !== null} onOpenChange={(open) => !open && onClose()}>
      {request && (
        <Dialog.Content title="Receipt" description={description}>
          <div className={styles.receipt} aria-busy={shown.state === 'loading'}>
            {(shown.state === 'loading' || shown.state === 'none') && <Spinner label="Loading the receipt" />}
            {shown.state === 'ready' && (
              <img
                className={styles.receiptImage}
                src={shown.url}
                alt={`Receipt of ${request.username}'s deposit of ${formatAmount(request.amount)}`}
              />
            )}
            <Failure message={shown.state === 'failed' && shown.message} />
          </div>
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
