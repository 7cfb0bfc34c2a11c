import { brandNames } from '@exchange/domain';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('calls onClick when clicked or activated by keyboard', async () => {
    const onClick = vi.fn();
    await renderThemed(<Button onClick={onClick}>Submit</Button>);
    const button = page.getByRole('button', { name: 'Submit' });
    await button.click();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('is a submit-safe plain button by default', async () => {
    await renderThemed(<Button>Save</Button>);
    await expect.element(page.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('ignores clicks while loading and says it is busy', async () => {
    const onClick = vi.fn();
    await renderThemed(
      <Button loading onClick={onClick}>
        Place bet
      </Button>,
    );
    const button = page.getByRole('button', { name: 'Place bet' });
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    // Forced: Playwright itself refuses to click an aria-disabled element, and the point is the handler.
    await button.click({ force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  it("as a link, runs the link's own click handler and the button's", async () => {
    const own = vi.fn();
    const link = vi.fn();
    await renderThemed(
      <Button asChild onClick={own}>
        <a href="#rules" onClick={link}>
          Read the rules
        </a>
      </Button>,
    );
    await page.getByRole('link', { name: 'Read the rules' }).click();
    expect(link).toHaveBeenCalledTimes(1);
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('as a link, disabled or loading, says so and neither follows the link nor runs a handler', async () => {
    for (const state of [{ disabled: true }, { loading: true }]) {
      const own = vi.fn();
      const link = vi.fn();
      const screen = await renderThemed(
        <Button asChild onClick={own} {...state}>
          <a href="#blocked" onClick={link}>
            Read the rules
          </a>
        </Button>,
      );
      const anchor = page.getByRole('link', { name: 'Read the rules' });
      await expect.element(anchor).toHaveAttribute('aria-disabled', 'true');
      if (state.loading) await expect.element(anchor).toHaveAttribute('aria-busy', 'true');
      // Forced: Playwright refuses to click an aria-disabled element, and the point is what the click does.
      await anchor.click({ force: true });
      expect(own).not.toHaveBeenCalled();
      expect(link).not.toHaveBeenCalled();
      expect(location.hash).not.toBe('#blocked');
      await screen.unmount();
    }
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <>
            <Button>Solid</Button>
            <Button variant="outline" tone="critical">
              Outline
            </Button>
            <Button variant="ghost" tone="neutral">
              Ghost
            </Button>
          </>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
