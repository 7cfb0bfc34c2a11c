import { casinoProviderKeys, casinoProviderName } from '@exchange/domain';
import { existsSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { ConfigError, type Config } from '../config.ts';

/** The currency a provider's games play in when its configuration names none (the site's, spec 9: Rs). */
export const defaultCurrency = 'INR';

/** The built-in provider's key (docs/adr/0012-casino-providers.md): spec 3's "slot". */
export const builtinProviderKey = 'slot';

/**
 * One configured provider: spec 3's key (its display name comes from the domain), where its server-to-
 * server calls go, the secret both sides sign with, and whether its games show.
 */
export interface CasinoProvider {
  key: string;
  name: string;
  baseUrl: string;
  secret: string;
  enabled: boolean;
  currency: string;
}

const providerSchema = v.object({
  key: v.picklist(casinoProviderKeys, 'key must be one of the casino provider keys of spec 3'),
  baseUrl: v.pipe(
    v.string(),
    v.url('baseUrl must be a URL'),
    v.regex(/^https?:\/\//, 'baseUrl must be http(s)'),
  ),
  secret: v.pipe(v.string(), v.minLength(32, 'secret must be at least 32 characters')),
  enabled: v.boolean(),
  currency: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code')),
    defaultCurrency,
  ),
});
const providersSchema = v.pipe(
  v.array(providerSchema),
  v.check(
    (providers) => new Set(providers.map((provider) => provider.key)).size === providers.length,
    'each provider key is configured once',
  ),
);

function parseProviders(json: string, source: string): CasinoProvider[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new ConfigError(`Bad configuration:\n- ${source} is not JSON`);
  }
  const result = v.safeParse(providersSchema, value);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${source} ${v.getDotPath(issue) ?? ''} ${issue.message}`);
    throw new ConfigError(`Bad configuration:\n- ${problems.join('\n- ')}`);
  }
  return result.output.map((provider) => ({
    ...provider,
    baseUrl: provider.baseUrl.replace(/\/+$/, ''),
    name: casinoProviderName(provider.key),
  }));
}

/**
 * The providers of this server, read once at start: CASINO_PROVIDERS (JSON) or else the providers file (if
 * it exists), and the built-in provider when `npm start` gave its URL and secret. A bad entry stops the
 * start with what is wrong, as any bad configuration does.
 */
export function loadCasinoProviders(sources: Config['casinoProviders']): CasinoProvider[] {
  const configured = sources.json
    ? parseProviders(sources.json, 'CASINO_PROVIDERS')
    : existsSync(sources.file)
      ? parseProviders(readFileSync(sources.file, 'utf8'), sources.file)
      : [];
  if (!sources.builtin || configured.some((provider) => provider.key === builtinProviderKey)) {
    return configured;
  }
  return [
    ...configured,
    {
      key: builtinProviderKey,
      name: casinoProviderName(builtinProviderKey),
      baseUrl: sources.builtin.baseUrl.replace(/\/+$/, ''),
      secret: sources.builtin.secret,
      enabled: true,
      currency: defaultCurrency,
    },
  ];
}
