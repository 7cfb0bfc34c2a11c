import { privilege, privilegeIds } from '@exchange/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderSignedIn } from '../testing/signedInApp.tsx';

/**
 * ASVS 1.2.1 (and 1.1.2, 3.2.2): what users typed reaches the screen as text. A username, a news line and a
 * wallet remark holding markup, as the server answers them (byte for byte: packages/server/src/news/
 * storedAsTyped.test.ts), show as the characters typed: no element is made of them, no handler runs.
 */

/** Markup that, were it parsed, would make an image whose failed load runs script. */
const markup = (name: string) => `<img src=x onerror="window.markupRan='${name}'">&amp;<b>${name}</b>`;

declare global {
  interface Window {
    markupRan?: string;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete window.markupRan;
});

/** No element was made of the markup, and its handler never ran (an image's error comes after its load). */
async function expectNothingParsed() {
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(document.querySelectorAll('img[src="x"], [onerror], b').length).toBe(0);
  expect(window.markupRan).toBeUndefined();
}

describe('text typed by users, on the screens that show it', () => {
  it("shows a player's username, a news line and a wallet remark with markup as the text typed", async () => {
    const username = markup('username');
    const news = markup('news');
    const remark = `Deposit by Agent / ${markup('remark')}`;
    await renderSignedIn({
      path: '/accountstatement',
      user: { username, role: 'user' },
      answers: {
        '/api/get-news': [
          { username: 'Superadmin', role: 'admin', text: news, updatedAt: '2026-01-12T09:30:00.000Z' },
        ],
        '/api/account-statement-list': {
          items: [
            {
              _id: 'entry-1',
              createdAt: '2026-01-12T10:00:00.000Z',
              narration: remark,
              credit: 500,
              debit: 0,
              balance: 1750,
              type: 'deposit',
            },
          ],
          page: 1,
          totalPages: 1,
          totalDocs: 1,
        },
      },
    });

    await expect.element(page.getByRole('banner').getByText(username, { exact: true })).toBeVisible();
    await expect
      .element(page.getByRole('marquee', { name: 'News' }).getByText(news, { exact: true }).first())
      .toBeVisible();
    const statement = page.getByRole('table', { name: 'Account Statement' });
    await expect.element(statement.getByText(remark, { exact: true })).toBeVisible();
    await expectNothingParsed();
  });

  it("shows an operator's username with markup as the text typed, in the agent panel", async () => {
    const username = markup('operator');
    const privileges = privilegeIds.filter((id) => id !== privilege.deposit && id !== privilege.withdraw);
    await renderSignedIn({
      path: '/admin/change-password',
      user: { username, role: 'mdl', privileges },
    });
    await expect.element(page.getByRole('banner').getByText(username, { exact: true })).toBeVisible();
    await expectNothingParsed();
  });
});
