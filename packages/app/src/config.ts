/** Where the three APIs and the users socket live. */
export interface ApiConfig {
  /** Main API (session, account, reports): `/api` on this origin unless configured. */
  readonly main: string;
  /** Data API (series, matches, scores). */
  readonly data: string;
  /** Bet API (placebet, bets). */
  readonly bet: string;
  /** The socket.io server of the users socket; this origin unless configured. */
  readonly socket: string;
}

type Env = Readonly<Record<string, string | boolean | undefined>>;

function configured(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().replace(/\/+$/, '') : fallback;
}

/**
 * ARCHITECTURE.md: "The three API bases are configurable in the app (one origin by default; three hosts in
 * production, as in the spec)". Set at build time: VITE_MAIN_API_URL, VITE_DATA_API_URL, VITE_BET_API_URL,
 * VITE_SOCKET_URL.
 */
export function apiConfig(env: Env, origin: string): ApiConfig {
  return {
    main: configured(env, 'VITE_MAIN_API_URL', `${origin}/api`),
    data: configured(env, 'VITE_DATA_API_URL', `${origin}/data`),
    bet: configured(env, 'VITE_BET_API_URL', `${origin}/bet`),
    socket: configured(env, 'VITE_SOCKET_URL', origin),
  };
}
