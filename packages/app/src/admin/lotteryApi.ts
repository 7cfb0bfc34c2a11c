import { contract } from '@exchange/domain';
import type { Api } from '../api/api.ts';
import { callEndpoint } from '../api/contractClient.ts';
import type { LotteryDrawValues, LotteryFormValues } from './screens/lottery/lotteryForm.ts';

/** The Super Admin's lottery calls (issue 19); each answers the item and a message for the toast. */

/** The draw's fields as the call takes them (its prizes a list of its own). */
const withPrizes = (values: LotteryDrawValues) => ({ ...values, prizes: [...values.prizes] });

/** POST add-lottery-item: multipart, the image its file part. */
export const addLotteryItem = async (api: Api, values: LotteryDrawValues, image: File) =>
  (await callEndpoint(api, contract.addLotteryItem, { body: withPrizes(values), file: image })).message;

/** POST edit-lottery-item: multipart with a new image, JSON without (the saved image stays). */
export async function editLotteryItem(api: Api, id: string, values: LotteryFormValues, image: File | null) {
  const body = { id, ...('prizes' in values ? withPrizes(values) : values) };
  const request = image ? { body, file: image } : { body };
  return (await callEndpoint(api, contract.editLotteryItem, request)).message;
}

/** POST close-lottery-item: for good. */
export const closeLotteryItem = async (api: Api, id: string) =>
  (await callEndpoint(api, contract.closeLotteryItem, { body: { id } })).message;
