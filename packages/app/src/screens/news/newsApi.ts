import { newsEndpoints } from '@exchange/domain';
import type { Api } from '../../api/api.ts';
import { callEndpoint } from '../../api/contractClient.ts';

/**
 * GET get-news: the ticker lines the signed-in user sees, from the top of its tree down. The layout's loader
 * asks for them, so this is part of the entry: the endpoint by its feature (see api/firstPageCalls.ts).
 */
export const newsLines = async (api: Api) => (await callEndpoint(api, newsEndpoints.getNews)).data;
