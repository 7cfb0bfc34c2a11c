import {
  apiPaths,
  type RefusalAnswer,
  type RouletteAnswer,
  type RouletteRequest,
  type SessionAnswer,
  type SpinAnswer,
} from '../api.ts';

/** A call the provider refused (or could not make): its words are for the player. */
export class RefusedError extends Error {
  override readonly name = 'RefusedError';
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
  }
}

export interface PageApi {
  session(): Promise<SessionAnswer>;
  spinReels(stake: string): Promise<SpinAnswer>;
  spinWheel(bets: RouletteRequest['bets']): Promise<RouletteAnswer>;
}

const networkProblem = 'The game could not reach its server. Check your connection and try again.';

/** The page's calls to its own server, the session id as a bearer token. */
export function createPageApi(sessionId: string): PageApi {
  async function call<T>(path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${sessionId}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
    } catch {
      throw new RefusedError(networkProblem, 0);
    }
    const answer = (await response.json().catch(() => ({ message: networkProblem }))) as T | RefusalAnswer;
    if (!response.ok)
      throw new RefusedError((answer as RefusalAnswer).message ?? networkProblem, response.status);
    return answer as T;
  }

  return {
    session: () => call(apiPaths.session),
    spinReels: (stake) => call(apiPaths.luckyReelsSpin, { stake }),
    spinWheel: (bets) => call(apiPaths.luckyZeroSpin, { bets }),
  };
}
