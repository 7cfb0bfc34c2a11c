import { contract, type CoolOffPeriod } from '@exchange/domain';
import type { Api } from '../api/api.ts';
import { callEndpoint } from '../api/contractClient.ts';
import type { PlayerRgState } from '../screens/responsibleGaming/types.ts';

/** The operator's responsible-gaming calls on a player of its subtree (issue 21). */

export const playerResponsibleGaming = async (api: Api, userId: string): Promise<PlayerRgState> =>
  (await callEndpoint(api, contract.getPlayerResponsibleGaming, { params: { userId } })).data;

export const setPlayerCoolOff = async (
  api: Api,
  userId: string,
  period: CoolOffPeriod,
): Promise<PlayerRgState> =>
  (await callEndpoint(api, contract.setPlayerCoolOff, { params: { userId }, body: { period } })).data;

export const reactivatePlayer = async (api: Api, userId: string): Promise<PlayerRgState> =>
  (await callEndpoint(api, contract.reactivatePlayer, { params: { userId } })).data;

export const enablePlayerRealityCheck = async (api: Api, userId: string): Promise<PlayerRgState> =>
  (
    await callEndpoint(api, contract.enablePlayerRealityCheck, {
      params: { userId },
      body: { enabled: true },
    })
  ).data;
