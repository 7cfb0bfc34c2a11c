import { contract } from '@exchange/domain';
import type { Api } from '../../api/api.ts';
import { callEndpoint } from '../../api/contractClient.ts';

/** GET get-news: the ticker lines the signed-in user sees, from the top of its tree down. */
export const newsLines = async (api: Api) => (await callEndpoint(api, contract.getNews)).data;
