import type { HTTPMethods, InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from './app.ts';
import { Outbox } from '../secondStep/outbox.ts';
import { setTelegramClient } from '../secondStep/telegram.ts';

export interface SecondStepTestApp extends TestApp {
  outbox: Outbox;
  /** Like TestApp.call, from a fresh client IP each time unless `ip` is given (rate limits are per IP). */
  call(
    method: HTTPMethods,
    url: string,
    options?: { token?: string; body?: unknown; ip?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: { error: boolean; message: string; data: unknown } }>;
  /** The code of the newest outbox message. */
  lastCode(): string;
}

let ipCounter = 0;

/** createTestApp with the second-step routes' needs: an in-memory outbox, and a fresh client IP per call. */
export async function createSecondStepTestApp(
  options: { now?: () => Date; webhookSecret?: string; env?: Record<string, string> } = {},
) {
  const base = await createTestApp({
    demo: true,
    ...(options.now && { now: options.now }),
    env: {
      ...options.env,
      ...(options.webhookSecret && { TELEGRAM_WEBHOOK_SECRET: options.webhookSecret }),
    },
  });
  const { app, context } = base;
  const outbox = new Outbox(null, context.now);
  setTelegramClient(context, outbox);

  const testApp: SecondStepTestApp = {
    ...base,
    app,
    outbox,
    async call(method, url, { token, body, ip, headers = {} } = {}) {
      ipCounter += 1;
      const request: InjectOptions = {
        method,
        url,
        remoteAddress: ip ?? `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
        headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }) },
      };
      if (body !== undefined) request.payload = body as NonNullable<InjectOptions['payload']>;
      const response = await app.inject(request);
      return { status: response.statusCode, body: response.json() };
    },
    lastCode() {
      const match = /\b(\d{6})\b/.exec(outbox.recent(1)[0]?.text ?? '');
      if (!match?.[1]) throw new Error('no code in the outbox');
      return match[1];
    },
  };
  return testApp;
}

/** The six boxes of a typed code. */
export function boxes(code: string) {
  const [otp1, otp2, otp3, otp4, otp5, otp6] = code.split('');
  return { otp1, otp2, otp3, otp4, otp5, otp6 };
}
