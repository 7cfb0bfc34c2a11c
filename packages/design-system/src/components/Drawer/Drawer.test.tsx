import { brandNames } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MenuIcon } from '../../icons/icons.tsx';
import { vars } from '../../theme/contract.css.ts';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Drawer } from './Drawer.tsx';
import type { DrawerVariants } from './Drawer.css.ts';

// Links are the consumer's content; they bring their own colour, as an app's links would.
const linkStyle = { color: vars.color.foreground.link };

function Nav({ side }: { side?: DrawerVariants['side'] }) {
  return (
    <Drawer.Root>
      <Drawer.Trigger asChild>
        <IconButton label="Open menu" icon={<MenuIcon />} />
      </Drawer.Trigger>
      <Drawer.Content title="Menu" {...(side && { side })}>
        <nav aria-label="Main">
          <a href="#sports" style={linkStyle}>
            Sports
          </a>
          <Drawer.Close asChild>
            <a href="#bets" style={linkStyle}>
              My bets
            </a>
          </Drawer.Close>
        </nav>
      </Drawer.Content>
    </Drawer.Root>
  );
}

describe('Drawer', () => {
  it('opens full height from the left and closes from a link wrapped in Drawer.Close', async () => {
    await renderThemed(<Nav />);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.element(drawer).toBeVisible();
    const box = drawer.element().getBoundingClientRect();
    expect(box.left).toBe(0);
    expect(box.height).toBe(window.innerHeight);

    await page.getByRole('link', { name: 'My bets' }).click();
    await expect.element(drawer).not.toBeInTheDocument();
  });

  it('slides from the right when asked', async () => {
    await renderThemed(<Nav side="right" />);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.element(drawer).toHaveAttribute('data-side', 'right');
    expect(drawer.element().getBoundingClientRect().right).toBe(window.innerWidth);
  });

  it('traps focus, closes on Escape and gives focus back to the menu button', async () => {
    await renderThemed(<Nav />);
    const trigger = page.getByRole('button', { name: 'Open menu' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('link', { name: 'Sports' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('does not animate for people who prefer reduced motion', async () => {
    // The test browser runs with `reducedMotion: 'reduce'`.
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    await renderThemed(<Nav />);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.element(drawer).toBeVisible();
    expect(getComputedStyle(drawer.element()).animationName).toBe('none');
  });

  it('has no axe violations when open, in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(<Nav />, { brand, mode });
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect.element(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
