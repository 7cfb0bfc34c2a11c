import {
  contract,
  pathWith,
  type Contract,
  type Endpoint,
  type RequestOf,
  type ResponseOf,
} from '@exchange/domain';
import type { Api } from './api.ts';

/** A request to an endpoint, and the headers a call adds itself (the code step's temporary token). */
export type CallRequest<E extends Endpoint> = RequestOf<E> & { readonly headers?: Record<string, string> };

/** One endpoint's typed call: the request its schemas take, the envelope its response schema checks. */
export type EndpointCall<E extends Endpoint> =
  Record<string, never> extends RequestOf<E>
    ? (request?: CallRequest<E>) => Promise<ResponseOf<E>>
    : (request: CallRequest<E>) => Promise<ResponseOf<E>>;

/** A typed call for every endpoint of the contract, by the endpoint's name. */
export type ContractClient = { readonly [Name in keyof Contract]: EndpointCall<Contract[Name]> };

/** Query values as the URL carries them; absent ones are left out (the server reads them as not given). */
function searchParamsOf(query: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/** Calls an endpoint through its API: method, path and parts from the declaration, the answer checked. */
export async function callEndpoint<E extends Endpoint>(
  api: Api,
  endpoint: E,
  request: CallRequest<E> = {} as CallRequest<E>,
): Promise<ResponseOf<E>> {
  const { params, query, body, file, headers } = request as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    file?: Blob;
    headers?: Record<string, string>;
  };
  const searchParams = searchParamsOf(query);
  return (await api[endpoint.api](pathWith(endpoint.path, params), endpoint.response, {
    method: endpoint.method.toLowerCase(),
    ...(searchParams && { searchParams }),
    ...(endpoint.upload && file
      ? { body: formDataOf(body, endpoint.upload.file, file) }
      : body !== undefined && { json: body }),
    ...(headers && { headers }),
  })) as ResponseOf<E>;
}

/**
 * An upload call's multipart body: each body field as text (objects as JSON, which the server's field
 * schema parses back) and the file under the endpoint's file part name.
 */
function formDataOf(body: unknown, fileField: string, file: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  form.append(fileField, file, file instanceof File ? file.name : fileField);
  return form;
}

/** The whole contract as typed calls on one API client. */
export function contractClient(api: Api): ContractClient {
  const calls = Object.entries(contract).map(([name, endpoint]) => [
    name,
    (request?: CallRequest<Endpoint>) => callEndpoint(api, endpoint, request),
  ]);
  return Object.fromEntries(calls) as ContractClient;
}
