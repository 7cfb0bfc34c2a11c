import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderSignedIn } from '../../testing/signedInApp.tsx';

/**
 * Issue 39: what the player reads at the top of every page. The balance stays in view when a toast
 * announces a change to it, shows to the paisa on a phone, and the browser's tab reads the site's name.
 */

const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await page.viewport(1024, 768);
});

/** The player's shell at /rules with a balance of Rs 10,012.50, a toast shown over it. */
async function withToast() {
  const { services } = await renderSignedIn({
    path: '/rules',
    user: { username: 'Player', role: 'user' },
    answers: { '/api/get-user-balance': { balance: 10012.5, exposer: 0 } },
  });
  const balance = page.getByRole('term').filter({ hasText: 'Balance' });
  await expect.element(balance).toBeVisible();
  services.toast.success('Deposit approved', { description: 'Rs 1,000.00 was added to your balance.' });
  const toast = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
  await expect.element(toast).toBeVisible();
  return { balance: balance.element().closest('dl'), toast: toast.element() };
}

/** Whether two boxes share any pixel. */
function overlap(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

describe("the player's balance at the top of the page", () => {
  it("is not covered by a toast on a desktop, where it sits in the header's right side", async () => {
    await page.viewport(desktop.width, desktop.height);
    const { balance, toast } = await withToast();
    expect(balance?.closest('header')).not.toBeNull();
    expect(overlap(toast.getBoundingClientRect(), balance?.getBoundingClientRect() ?? new DOMRect())).toBe(
      false,
    );
  });

  it('is not covered by a toast on a phone, where it is a strip at the top of the page', async () => {
    await page.viewport(phone.width, phone.height);
    const { balance, toast } = await withToast();
    expect(balance?.closest('header')).toBeNull();
    expect(overlap(toast.getBoundingClientRect(), balance?.getBoundingClientRect() ?? new DOMRect())).toBe(
      false,
    );
  });

  it('shows a phone the balance to the paisa, not abbreviated, within the width of the page', async () => {
    await page.viewport(phone.width, phone.height);
    const { balance } = await withToast();
    const figures = page.getByRole('definition').elements();
    expect(figures.map((figure) => figure.textContent)).toEqual(['10,012.50', '0.00', '10,012.50']);
    expect(balance?.getBoundingClientRect().right).toBeLessThanOrEqual(phone.width);
  });

  it("names the browser's tab after the brand, not the host", async () => {
    await renderSignedIn({ path: '/rules', user: { username: 'Player', role: 'user' } });
    await expect.element(page.getByRole('banner')).toBeVisible();
    expect(document.title).toBe('Apex Exchange');
  });
});
