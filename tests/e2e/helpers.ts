import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The server's envelope `{ error, message, data }`, for the calls the test makes beside the browser. */
export interface Envelope<T> {
  readonly error: boolean;
  readonly message: string;
  readonly data: T;
}

export async function call<T>(
  base: string,
  path: string,
  options: { token?: string; method?: string; body?: unknown } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
    },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Waits (no fixed sleep) until `read` gives a value `accept` takes, and returns it. */
export async function until<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeout = 30_000,
): Promise<T> {
  let last: T | undefined;
  await expect
    .poll(
      async () => {
        last = await read();
        return accept(last);
      },
      { timeout, interval: 200 },
    )
    .toBe(true);
  return last as T;
}

/** 1,234.50 -> 1234.5 */
export const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** The header's figure next to a label (Balance, Exposure). */
export async function figure(page: Page, label: 'Balance' | 'Exposure'): Promise<number> {
  const text = (await page.getByRole('banner').innerText()).replace(/\s+/g, ' ');
  const found = new RegExp(`${label} (-?[\\d,]+\\.\\d{2})`).exec(text);
  return found ? amountOf(found[1] ?? '') : Number.NaN;
}

/** Each price button's name in a region ("Back India at 1.85, 2,500 available"). */
export async function priceNames(scope: Locator): Promise<string[]> {
  return scope
    .getByRole('button', { name: /^(Back|Lay) .+ at / })
    .evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''),
    );
}

/** The odds in a price button's name. */
export const oddsIn = (name: string) => Number(/ at ([\d.]+)/.exec(name)?.[1]);
