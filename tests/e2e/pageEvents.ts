import type { Page } from 'playwright-core';

/**
 * What the pages of a test file saw go wrong: API answers of 400 and up (with their refusal code), requests
 * that failed, and errors in the page. A failed test's message then says what the page was told, which a
 * screenshot-less CI log otherwise hides (a waitFor that timed out says only what it waited for).
 */
const events: string[] = [];
const kept = 12;

function note(event: string) {
  events.push(`${new Date().toISOString().slice(11, 23)} ${event}`);
  if (events.length > kept) events.shift();
}

const pathOf = (url: string) => {
  const { pathname } = new URL(url);
  return pathname;
};

/** Starts recording a page's failures. */
export function recordPageEvents(page: Page) {
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const request = response.request();
    void response
      .json()
      .then((body: { code?: unknown }) => (typeof body?.code === 'string' ? ` ${body.code}` : ''))
      .catch(() => '')
      .then((code) => note(`${response.status()}${code} ${request.method()} ${pathOf(response.url())}`));
  });
  page.on('requestfailed', (request) =>
    note(`failed ${request.method()} ${pathOf(request.url())}: ${request.failure()?.errorText ?? ''}`),
  );
  page.on('pageerror', (error) => note(`page error: ${error.message.split('\n')[0]}`));
}

/** The latest events, oldest first, and forgets them (each test starts afresh). */
export function takePageEvents(): string[] {
  return events.splice(0);
}
