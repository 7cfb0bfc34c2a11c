import { contract } from '@exchange/domain';
import type {
  DepositLimitsRequest,
  RealityCheckAction,
  RgState,
} from '../screens/responsibleGaming/types.ts';
import type { SelfExclusionRequest } from '../screens/responsibleGaming/SelfExclusionCard.tsx';
import type { Api } from './api.ts';
import { callEndpoint } from './contractClient.ts';

/** The player's responsible-gaming calls (issue 21); each answers the player's whole state. */

export const responsibleGamingState = async (api: Api): Promise<RgState> =>
  (await callEndpoint(api, contract.getResponsibleGaming)).data;

export const setDepositLimits = async (api: Api, limits: DepositLimitsRequest): Promise<RgState> =>
  (await callEndpoint(api, contract.setDepositLimits, { body: limits })).data;

export const selfExclude = async (api: Api, body: SelfExclusionRequest): Promise<RgState> =>
  (await callEndpoint(api, contract.selfExclude, { body })).data;

export const answerRealityCheck = async (api: Api, action: RealityCheckAction): Promise<RgState> =>
  (await callEndpoint(api, contract.answerRealityCheck, { body: { action } })).data;
