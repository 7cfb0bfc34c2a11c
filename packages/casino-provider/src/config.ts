import * as v from 'valibot';

/** Whether the text is an http(s) origin as browsers write it (scheme, host, port): CSP takes it as is. */
function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text;
  } catch {
    return false;
  }
}

const loopbackHosts = ['127.0.0.1', 'localhost', '[::1]'];

/** Whether the wallet is on this machine, as `npm start` runs the two. */
const isOnThisMachine = (walletUrl: string) => loopbackHosts.includes(new URL(walletUrl).hostname);

/**
 * The operator's site when OPERATOR_ORIGINS names none: the exchange serves its site and its wallet from
 * one origin. A wallet reached on this machine (`npm start`) is the same site to a browser here under
 * either loopback name; `[::1]` is left out, as CSP cannot name an IPv6 address (Chromium reports the
 * source as an error on every game page). An operator whose provider reaches the wallet by an inner
 * address sets OPERATOR_ORIGINS.
 */
function walletSiteOrigins(walletUrl: string): string[] {
  const wallet = new URL(walletUrl);
  if (!isOnThisMachine(walletUrl)) return [wallet.origin];
  const aliases = loopbackHosts.filter((host) => host !== wallet.hostname && !host.startsWith('['));
  return [
    wallet.origin,
    ...aliases.map((host) => {
      const alias = new URL(wallet.origin);
      alias.hostname = host;
      return alias.origin;
    }),
  ];
}

const configSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('must be a whole number'),
      v.minValue(1),
      v.maxValue(65535),
    ),
    '3002',
  ),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '0.0.0.0'),
  // A missing variable reads as empty, so that it is named "is required" rather than valibot's key message.
  PROVIDER_SECRET: v.optional(
    v.pipe(v.string(), v.nonEmpty('is required'), v.minLength(32, 'must be at least 32 characters')),
    '',
  ),
  WALLET_URL: v.optional(
    v.pipe(
      v.string(),
      v.nonEmpty('is required'),
      v.url('must be a URL'),
      v.regex(/^https?:\/\//, 'must be http(s)'),
    ),
    '',
  ),
  // The operator's sites whose pages may frame the game (its CSP's frame-ancestors), comma-separated.
  OPERATOR_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) =>
        text
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
      v.check(
        (origins) => origins.every(isOrigin),
        'must be origins (https://host or https://host:port), comma-separated',
      ),
    ),
    '',
  ),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
});

export interface ProviderConfig {
  port: number;
  host: string;
  secret: string;
  walletUrl: string;
  logLevel: string;
  /** The origins of the operator's pages that may frame the game. */
  operatorOrigins: string[];
  /**
   * The operator's site on this machine (the wallet's origin), when OPERATOR_ORIGINS names none and the
   * wallet is here: a browser on another machine reached the game page by this machine's name, and the
   * site by the same name on this origin's port, so that site may frame it too (operatorSiteOf).
   */
  operatorOnThisMachine: string | undefined;
}

export class ProviderConfigError extends Error {
  override readonly name = 'ProviderConfigError';
}

/** The provider's settings from its environment; every problem named at once. */
export function loadProviderConfig(env: Record<string, string | undefined>): ProviderConfig {
  const parsed = v.safeParse(configSchema, env, { abortPipeEarly: true });
  if (!parsed.success) {
    const lines = parsed.issues.map((issue) => `- ${v.getDotPath(issue) ?? 'environment'} ${issue.message}`);
    throw new ProviderConfigError(`Bad casino provider configuration:\n${lines.join('\n')}`);
  }
  const out = parsed.output;
  return {
    port: out.PORT,
    host: out.HOST,
    secret: out.PROVIDER_SECRET,
    walletUrl: out.WALLET_URL,
    logLevel: out.LOG_LEVEL,
    operatorOrigins:
      out.OPERATOR_ORIGINS.length > 0 ? out.OPERATOR_ORIGINS : walletSiteOrigins(out.WALLET_URL),
    operatorOnThisMachine:
      out.OPERATOR_ORIGINS.length === 0 && isOnThisMachine(out.WALLET_URL)
        ? new URL(out.WALLET_URL).origin
        : undefined,
  };
}

/**
 * The operator's site (`operatorOnThisMachine`) under the name the game page was reached by: the page at
 * `http://192.168.1.5:3002` is framed by `http://192.168.1.5:3000`. Undefined for a name CSP cannot hold
 * (an IPv6 address) or none.
 */
export function operatorSiteOf(
  operatorOnThisMachine: string,
  pageHostname: string | undefined,
): string | undefined {
  if (!pageHostname || !/^[\da-z.-]+$/i.test(pageHostname)) return undefined;
  const site = new URL(operatorOnThisMachine);
  site.hostname = pageHostname;
  return site.origin;
}
