import { privilegeIds } from '@exchange/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderSignedIn } from '../testing/signedInApp.tsx';

/**
 * Profit Loss is one route in both panels (issue 41): profit-loss answers a player with its own results
 * and an operator with its share of its downline's, and the chart over them says whose they are.
 */

/** One market settled today, inside the default period (the last seven days). */
const answers = {
  '/api/profit-loss': {
    items: [
      {
        sportId: 4,
        narration: 'India v Australia / Match Odds',
        total: 250,
        settledAt: new Date().toISOString(),
      },
    ],
    page: 1,
    totalPages: 1,
    totalDocs: 1,
  },
};

afterEach(() => localStorage.clear());

describe('the P/L over time', () => {
  it("charts a player's own results", async () => {
    await renderSignedIn({ path: '/profitloss', user: { username: 'Player', role: 'user' }, answers });
    await expect
      .element(page.getByRole('heading', { name: 'Profit and loss over the period' }))
      .toBeVisible();
    await expect.element(page.getByRole('img', { name: /running total/ })).toBeVisible();
  });

  it("charts an operator's share of its book in the agent panel", async () => {
    await renderSignedIn({
      path: '/admin/profitloss',
      user: { username: 'Deskagent', role: 'mdl', privileges: privilegeIds },
      answers,
    });
    await expect
      .element(page.getByRole('heading', { name: 'Your share of the book over the period' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('img', { name: /running total/ }))
      .toHaveAccessibleDescription(/^Your share of the book\. Net over the period 250\.00\./);
  });
});
