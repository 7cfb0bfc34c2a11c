import { contract, type CommissionRate } from '@exchange/domain';
import type { Api } from '../api/api.ts';
import { callEndpoint } from '../api/contractClient.ts';

/** The commission rates (issue 41): what is set, and a save that answers every rate as it now stands. */

export const commissionRates = async (api: Api) => (await callEndpoint(api, contract.commissionRates)).data;

/** A rate to set, or with `basisPoints: null` to remove. */
export type CommissionRateChange = Omit<CommissionRate, 'basisPoints'> & { basisPoints: number | null };

export const saveCommissionRate = async (api: Api, change: CommissionRateChange) =>
  await callEndpoint(api, contract.saveCommissionRate, { body: change });
