import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { TelegramClient } from './telegram.ts';

export interface OutboxMessage {
  chatId: string;
  text: string;
  sentAt: string;
}

const kept = 50;

/**
 * The Telegram client of the embedded demo: this machine has no internet, so messages are appended to a
 * JSON-lines file (a record that survives restarts) and the last ones are kept in memory for the demo page.
 */
export class Outbox implements TelegramClient {
  private readonly messages: OutboxMessage[] = [];

  constructor(
    private readonly file: string | null,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async sendMessage(chatId: string, text: string): Promise<void> {
    const message = { chatId, text, sentAt: this.now().toISOString() };
    this.messages.push(message);
    if (this.messages.length > kept) this.messages.shift();
    if (this.file) {
      await mkdir(dirname(this.file), { recursive: true });
      await appendFile(this.file, `${JSON.stringify(message)}\n`);
    }
  }

  /** The last messages, newest first. */
  recent(limit = 20): OutboxMessage[] {
    return this.messages.slice(-limit).reverse();
  }
}
