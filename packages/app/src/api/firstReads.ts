/** A server call index.html's script started for the first page (firstReads.ts at the app's root). */
interface StartedRead {
  readonly url: string;
  readonly token: string;
  readonly answer: Promise<Response>;
}

declare global {
  interface Window {
    __firstReads?: readonly StartedRead[];
  }
}

/** An address with its query's parameters in order: the script and ky may write them in different orders. */
function sortedAddress(url: string): string {
  const address = new URL(url);
  address.searchParams.sort();
  return address.href;
}

/** The first page's started calls, each to be taken once by the call it stands for. */
export interface FirstReads {
  /** The answer of a started call this request is the same as (a GET of its address, with its token). */
  take(request: Request): Promise<Response> | undefined;
  /** Once the first page is in: a later call asks the server for the present. */
  clear(): void;
}

/** Takes what index.html's script started on this page; none when it started nothing. */
export function takeFirstReads(page: Pick<Window, '__firstReads'>): FirstReads {
  const started = new Map((page.__firstReads ?? []).map((read) => [sortedAddress(read.url), read] as const));
  delete page.__firstReads;
  return {
    take(request) {
      if (request.method !== 'GET' || started.size === 0) return undefined;
      const address = sortedAddress(request.url);
      const read = started.get(address);
      if (!read || request.headers.get('authorization') !== `Bearer ${read.token}`) return undefined;
      started.delete(address);
      return read.answer;
    },
    clear: () => started.clear(),
  };
}

/**
 * `fetch`, but a request the first page's script already made is answered with that call's answer: the
 * loaders' calls go out as the app starts, which on a phone's network is seconds after the page's script
 * could start them. The same address and the same token: a token refreshed meanwhile asks again.
 */
export function withFirstReads(reads: FirstReads, send: typeof fetch): typeof fetch {
  // ky sends a Request (and its own options beside it, none of which change the request's address).
  return (input, init) => (input instanceof Request && reads.take(input)) || send(input, init);
}
