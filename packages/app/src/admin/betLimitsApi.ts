import { contract, type RequestOf, type ResponseOf } from '@exchange/domain';
import type { Api } from '../api/api.ts';
import { callEndpoint } from '../api/contractClient.ts';

/** Market and sport limits (issue 41): the operator's own and those above it, and a save of one scope. */

export type BetLimitsView = ResponseOf<typeof contract.betLimits>['data'];
export type BetLimitsChange = RequestOf<typeof contract.saveBetLimits>['body'];

export const betLimits = async (api: Api) => (await callEndpoint(api, contract.betLimits)).data;

/** Answers the limits as they now stand, and the message for the toast. */
export const saveBetLimits = async (api: Api, change: BetLimitsChange) =>
  await callEndpoint(api, contract.saveBetLimits, { body: change });
