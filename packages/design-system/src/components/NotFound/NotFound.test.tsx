import { brandNames } from '@exchange/domain';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { NotFound } from './NotFound.tsx';

describe('NotFound', () => {
  it("says the product's words and links home", async () => {
    await renderThemed(<NotFound />);
    await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('Opps! Page not found.');
    await expect.element(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('takes its texts and home address from props', async () => {
    await renderThemed(
      <NotFound
        homeHref="/dashboard"
        title="Nothing here"
        description="The market has closed."
        linkLabel="Back to dashboard"
        titleAs="h2"
      />,
    );
    await expect.element(page.getByRole('heading', { level: 2, name: 'Nothing here' })).toBeVisible();
    await expect.element(page.getByText('The market has closed.')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Back to dashboard' }))
      .toHaveAttribute('href', '/dashboard');
  });

  it("follows the app's router link by keyboard", async () => {
    const navigate = vi.fn();
    await renderThemed(
      <NotFound
        homeHref="/home"
        renderLink={({ href, className, children }) => (
          <a
            href={href}
            className={className}
            onClick={(event) => {
              event.preventDefault();
              navigate(href);
            }}
          >
            {children}
          </a>
        )}
      />,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('link', { name: 'Go to Home' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/home');
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(<NotFound description="The page may have moved." />, {
          brand,
          mode,
        });
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
