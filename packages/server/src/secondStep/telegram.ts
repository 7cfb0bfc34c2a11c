import { Refusal } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { Outbox } from './outbox.ts';

/** Sends a text message to a Telegram chat. The Bot API in production; a local outbox offline. */
export interface TelegramClient {
  sendMessage(chatId: string, text: string): Promise<void>;
}

export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

/** The real Bot API (https://core.telegram.org/bots/api#sendmessage). */
export function createBotApiClient(token: string, fetchImpl: FetchFunction = fetch): TelegramClient {
  return {
    async sendMessage(chatId, text) {
      const response = await fetchImpl(`https://api.telegram.org/bot${token}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chat_id: chatId, text }),
        signal: AbortSignal.timeout(10_000),
        // Telegram answers directly; a redirect would carry the token's URL somewhere else (ASVS 15.3.2).
        redirect: 'error',
      });
      const result = (await response.json().catch(() => null)) as {
        ok?: boolean;
        description?: string;
      } | null;
      if (!response.ok || !result?.ok) {
        // The token is part of the URL, so only Telegram's own description goes into the error.
        throw new Error(
          `Telegram sendMessage failed (${response.status}): ${result?.description ?? 'no description'}`,
        );
      }
    },
  };
}

/**
 * The Bot API when a bot token is configured, otherwise the outbox file under the data directory. In
 * production without a token there is no way to deliver a code: codes are refused (503), never written to a
 * file on the server where anyone with the disk would read them.
 */
export function createTelegramClient(options: {
  botToken: string | undefined;
  dataDir: string | null;
  production?: boolean;
  fetchImpl?: FetchFunction;
}): TelegramClient {
  if (options.botToken) return createBotApiClient(options.botToken, options.fetchImpl);
  if (options.production) {
    return {
      sendMessage: () => Promise.reject(new Refusal('telegram_not_configured')),
    };
  }
  return new Outbox(options.dataDir ? `${options.dataDir}/telegram-outbox.jsonl` : null);
}

/**
 * One client per app context. AppContext has no Telegram field yet (context.ts belongs to the lead), and
 * login (routes/session.ts) reaches the code step only through the context, so the client hangs off it here.
 */
const clients = new WeakMap<AppContext, TelegramClient>();

export function setTelegramClient(context: AppContext, client: TelegramClient): void {
  clients.set(context, client);
}

export function telegramFor(context: AppContext): TelegramClient {
  let client = clients.get(context);
  if (!client) {
    // Test apps share the demo's DATA_DIR default; their codes stay in memory instead of in its outbox file.
    client = createTelegramClient({
      botToken: context.config.telegramBotToken,
      dataDir: context.config.testing ? null : context.config.dataDir,
      production: context.config.production,
    });
    clients.set(context, client);
  }
  return client;
}
