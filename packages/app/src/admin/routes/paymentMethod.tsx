import type { PaymentMethods } from '@exchange/domain';
import { Spinner } from '@exchange/design-system';
import { useCallback, useMemo, useState } from 'react';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useServices } from '../../services.ts';
import { ownPaymentMethods, paymentFile, savePaymentMethods } from '../cashierApi.ts';
import { PaymentMethodScreen } from '../screens/cashier/PaymentMethodScreen.tsx';

const noMethods = { upiId: '', upiName: '', accountHolderName: '', accountNumber: '', ifscCode: '' };

/**
 * `/admin/payment-method`: the operator's own methods (payment-list), saved with save-payment-list
 * (multipart when a new QR image is chosen); the saved QR image is fetched from payment-file.
 */
export function Component() {
  const { api, toast } = useServices();
  const load = useCallback(() => ownPaymentMethods(api), [api]);
  const loaded = useKeyedLoad('payment-list', load);
  // What the last save answered, over what was loaded.
  const [saved, setSaved] = useState<PaymentMethods | null>();
  const methods = saved === undefined ? loaded.value : saved;
  const qrImageId = methods?.qrImageId ?? null;
  const loadQrImage = useMemo(() => (qrImageId ? () => paymentFile(api, qrImageId) : null), [api, qrImageId]);
  if (loaded.status === 'loading' && saved === undefined)
    return <Spinner label="Loading your payment methods" />;
  const { upiId, upiName, accountHolderName, accountNumber, ifscCode } = methods ?? noMethods;
  return (
    <PaymentMethodScreen
      saved={{ upiId, upiName, accountHolderName, accountNumber, ifscCode }}
      loadQrImage={loadQrImage}
      onSave={async (settings, qrImage) => {
        const answer = await savePaymentMethods(api, settings, qrImage);
        setSaved(answer.data);
        toast.success(answer.message);
      }}
    />
  );
}
