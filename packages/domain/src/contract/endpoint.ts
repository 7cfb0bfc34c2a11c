import type * as v from 'valibot';
import type { Access } from './access.ts';
import type { RefusalCode } from './refusals.ts';

/** The three APIs of spec 7 and where each is served. */
export const apiPrefixes = { main: '/api', data: '/data', bet: '/bet' } as const;
export type ApiName = keyof typeof apiPrefixes;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/**
 * One call of an API, declared once for the server (which registers its handler from it), the app (which
 * calls it through a function typed from it) and partners (the OpenAPI document is generated from it).
 */
export interface Endpoint {
  readonly api: ApiName;
  readonly method: HttpMethod;
  /** Below the API's prefix, as the spec names it; `:name` marks a path parameter (`delete-current-bet/:id`). */
  readonly path: string;
  /** One line for the reference: what the call does. */
  readonly summary: string;
  readonly access: Access;
  readonly params?: ObjectSchema;
  readonly query?: ObjectSchema;
  readonly body?: v.GenericSchema;
  /**
   * A call that takes one uploaded file: its body may be multipart/form-data, whose text fields `body`
   * parses (as text: a number or JSON arrives as a string) and whose one file part is named `file`. It
   * takes a JSON body too (no file then). The app sends multipart when the request carries a file.
   */
  readonly upload?: { readonly file: string };
  /**
   * A call that answers a file's bytes (an image), not the JSON envelope; `response` then checks the bytes
   * (a Uint8Array) and `fileTypes` lists the content types it may carry. Refusals are still envelopes.
   */
  readonly fileTypes?: readonly string[];
  /** The whole success envelope `{ error: false, message, data }` (the bytes of a `fileTypes` call). */
  readonly response: v.GenericSchema;
  /**
   * The refusal codes particular to this call. Those any call of its kind can answer (bad input, the
   * session's, the access rule's, maintenance) are implied: see `impliedRefusals`.
   */
  readonly refusals: readonly RefusalCode[];
}

/** Declares an endpoint, keeping its literal types (path, schemas) for the typed client and handler. */
export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration;
}

/** The refusals every call with this access and these inputs may answer, beyond its own. */
export function impliedRefusals(endpoint: Endpoint): RefusalCode[] {
  // server_busy: any call may be shed under load (issue 23), before it does anything.
  const codes: RefusalCode[] = ['internal_error', 'too_many_requests', 'server_busy'];
  if (endpoint.params || endpoint.query || endpoint.body) codes.push('invalid_input', 'input_not_storable');
  if (endpoint.body) codes.push('payload_too_large', 'unsupported_media_type');
  if (endpoint.access.kind === 'public') return codes;
  codes.push('no_auth_token', 'token_expired', 'token_malformed', 'session_ended', 'user_locked');
  if (endpoint.access.kind === 'second-step') return codes;
  codes.push('second_step_required', 'maintenance', 'forbidden');
  if (!endpoint.access.duringFirstLogin) codes.push('first_login_change_required');
  if (endpoint.access.kind !== 'player' && !endpoint.access.duringEnrolment) {
    codes.push('second_step_enrolment_required');
  }
  return codes;
}

/** Whether a call may answer this refusal: its own codes and the implied ones. */
export function mayRefuse(endpoint: Endpoint, code: RefusalCode): boolean {
  return endpoint.refusals.includes(code) || impliedRefusals(endpoint).includes(code);
}

/** The path with its `:name` parameters filled in, each encoded. */
export function pathWith(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The names of a path's `:name` parameters. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1] ?? '');
}

type Input<S> = S extends v.GenericSchema ? v.InferInput<S> : never;

/** A part of a request: required when its schema needs something, optional when `{}` passes, absent without one. */
type Part<K extends string, S> = [S] extends [v.GenericSchema]
  ? Record<string, never> extends Input<S>
    ? { readonly [P in K]?: Input<S> }
    : { readonly [P in K]: Input<S> }
  : { readonly [P in K]?: never };

/** A file to upload, as the domain (no DOM types) sees a browser `Blob` or `File`. */
export interface UploadBlob {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The file of an upload call, sent as its multipart file part. */
type FilePart<E extends Endpoint> = E['upload'] extends { readonly file: string }
  ? { readonly file?: UploadBlob | undefined }
  : { readonly file?: never };

/** What a client sends to call an endpoint. */
export type RequestOf<E extends Endpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']> &
  FilePart<E>;

/** The success envelope a client receives. */
export type ResponseOf<E extends Endpoint> = v.InferOutput<E['response']>;

/** The parsed input a handler receives. */
export interface ParsedRequestOf<E extends Endpoint> {
  params: E['params'] extends v.GenericSchema ? v.InferOutput<E['params']> : Record<string, never>;
  query: E['query'] extends v.GenericSchema ? v.InferOutput<E['query']> : Record<string, never>;
  body: E['body'] extends v.GenericSchema ? v.InferOutput<E['body']> : undefined;
}

/** What a handler answers: anything the response schema accepts. */
export type AnswerOf<E extends Endpoint> = v.InferInput<E['response']>;
