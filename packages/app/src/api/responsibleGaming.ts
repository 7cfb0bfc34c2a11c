import { responsibleGamingEndpoints as endpoints } from '@exchange/domain';
import type {
  DepositLimitsRequest,
  RealityCheckAction,
  RgState,
} from '../screens/responsibleGaming/types.ts';
import type { SelfExclusionRequest } from '../screens/responsibleGaming/SelfExclusionCard.tsx';
import type { Api } from './api.ts';
import { callEndpoint } from './contractClient.ts';

/**
 * The player's responsible-gaming calls (issue 21); each answers the player's whole state. By feature, not
 * through `contract`: the signed-in shell's reality check imports this, and `contract` would bring every
 * feature's schemas (the panel's, the cashier's) into the first load (firstPageCalls.ts says more).
 */

export const responsibleGamingState = async (api: Api): Promise<RgState> =>
  (await callEndpoint(api, endpoints.getResponsibleGaming)).data;

export const setDepositLimits = async (api: Api, limits: DepositLimitsRequest): Promise<RgState> =>
  (await callEndpoint(api, endpoints.setDepositLimits, { body: limits })).data;

export const selfExclude = async (api: Api, body: SelfExclusionRequest): Promise<RgState> =>
  (await callEndpoint(api, endpoints.selfExclude, { body })).data;

export const answerRealityCheck = async (api: Api, action: RealityCheckAction): Promise<RgState> =>
  (await callEndpoint(api, endpoints.answerRealityCheck, { body: { action } })).data;
