import * as v from 'valibot';

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
  PROVIDER_SECRET: v.pipe(v.string('is required'), v.minLength(32, 'must be at least 32 characters')),
  WALLET_URL: v.pipe(
    v.string('is required'),
    v.url('must be a URL'),
    v.regex(/^https?:\/\//, 'must be http(s)'),
  ),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
});

export interface ProviderConfig {
  port: number;
  host: string;
  secret: string;
  walletUrl: string;
  logLevel: string;
}

export class ProviderConfigError extends Error {
  override readonly name = 'ProviderConfigError';
}

/** The provider's settings from its environment; every problem named at once. */
export function loadProviderConfig(env: Record<string, string | undefined>): ProviderConfig {
  const parsed = v.safeParse(configSchema, env);
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
  };
}
