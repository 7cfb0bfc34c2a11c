import {
  depositRoomMessage,
  depositRoomSchema,
  formatDateTime,
  messages,
  paymentImageMaxBytes,
} from '@exchange/domain';
import * as v from 'valibot';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/api.ts';
import { paymentFile, requestDeposit, uplinePaymentMethods } from '../api/cashier.ts';
import { DepositScreen, type DepositRequest } from '../screens/cashier/DepositScreen.tsx';
import type { DepositMethods } from '../screens/cashier/PaymentMethodsCard.tsx';
import { useSubmission } from '../forms/useSubmission.ts';
import { useServices } from '../services.ts';
import { copyFailed } from './copyMessages.ts';
import { useKeyedLoad } from './useKeyedLoad.ts';

/** Told once a deposit request is in: it waits for the upline (spec 4: approved, pending, rejected). */
export const depositRequested = 'Deposit request sent. It stays pending until your upline approves it.';

/**
 * What a refused deposit shows: the server's message, or for a deposit limit (issue 39) the same words
 * with the time in the player's own zone (the server writes it in UTC).
 */
export function depositRefusalText(failure: unknown): string {
  if (!(failure instanceof ApiError)) return String(failure);
  const room = v.safeParse(depositRoomSchema, failure.data);
  if (failure.code !== 'deposit_limit_exceeded' || !room.success) return failure.message;
  return depositRoomMessage(room.output, 'your', formatDateTime);
}

/**
 * The upline's methods with its QR image as an object URL (the file call needs the bearer token, which an
 * `<img src>` cannot send). A QR that fails to load leaves the rest of the methods usable.
 */
async function loadMethods(api: Parameters<typeof uplinePaymentMethods>[0]): Promise<DepositMethods | null> {
  const methods = await uplinePaymentMethods(api);
  if (!methods) return null;
  if (!methods.qrImageId) return methods;
  const qrImageUrl = await paymentFile(api, methods.qrImageId).then(
    (bytes) => URL.createObjectURL(new Blob([new Uint8Array(bytes)])),
    () => undefined,
  );
  return { ...methods, qrImageUrl };
}

/** `/deposit`: get-payment-list for the upline's methods; add-deposit-withdraw (multipart) with the receipt. */
export function Component() {
  const { api, toast } = useServices();
  const load = useCallback(() => loadMethods(api), [api]);
  const methods = useKeyedLoad('methods', load);
  const { failure, pending, send } = useSubmission({ describe: depositRefusalText });
  // A new key empties the form after a request is sent.
  const [sent, setSent] = useState(0);

  const qrImageUrl = methods.value?.qrImageUrl;
  useEffect(
    () => () => {
      if (qrImageUrl) URL.revokeObjectURL(qrImageUrl);
    },
    [qrImageUrl],
  );

  async function submit(request: DepositRequest) {
    const accepted = await send(async () => {
      await requestDeposit(api, request);
    });
    if (!accepted) return;
    toast.success(depositRequested);
    setSent((count) => count + 1);
  }

  return (
    <DepositScreen
      key={sent}
      methods={methods.value}
      loading={methods.status === 'loading' && methods.value === null}
      onSubmit={(request) => void submit(request)}
      pending={pending}
      error={failure}
      maxImageBytes={paymentImageMaxBytes}
      onCopied={() => toast.success(messages.copied)}
      onCopyError={() => toast.error(copyFailed)}
    />
  );
}
