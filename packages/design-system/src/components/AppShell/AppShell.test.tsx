import { brandNames } from '@exchange/domain';
import axe from 'axe-core';
import { useState, type MouseEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { AppShell, type AppShellProps } from './AppShell.tsx';

// A router handles the click in the page; following '#…' would navigate the test frame away.
const route = (event: MouseEvent) => event.preventDefault();

const items = [
  { href: '#in-play', label: 'In-Play' },
  { href: '#cricket', label: 'Cricket', active: true },
  { href: '#casino', label: 'Casino' },
];

function Nav() {
  return (
    <AppShell.NavList>
      {items.map((item) => (
        <li key={item.href}>
          <AppShell.NavLink href={item.href} active={item.active} onClick={route}>
            {item.label}
          </AppShell.NavLink>
        </li>
      ))}
    </AppShell.NavList>
  );
}

function Shell(props: Partial<AppShellProps>) {
  return (
    <AppShell
      logo={
        <a href="#home" onClick={route}>
          Apex
        </a>
      }
      headerActions={<button type="button">Account</button>}
      nav={<Nav />}
      {...props}
    >
      <h1>Cricket</h1>
    </AppShell>
  );
}

describe('AppShell', () => {
  afterEach(() => page.viewport(1024, 768));

  it('frames the page with header, navigation, main content and footer landmarks', async () => {
    await renderThemed(<Shell footer="Bet responsibly" />);
    await expect.element(page.getByRole('banner')).toHaveTextContent('Apex');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.element(nav).toBeVisible();
    await expect.element(nav.getByRole('link', { name: 'Cricket' })).toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('link', { name: 'Casino' })).not.toHaveAttribute('aria-current');
    await expect.element(page.getByRole('main')).toHaveTextContent('Cricket');
    await expect.element(page.getByRole('contentinfo')).toHaveTextContent('Bet responsibly');
  });

  it('offers a skip link as the first Tab stop, which moves focus to the content', async () => {
    await renderThemed(<Shell />);
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await userEvent.keyboard('{Tab}');
    await expect.element(skip).toHaveFocus();
    // Out of sight until focused, then plainly visible.
    expect(skip.element().getBoundingClientRect().width).toBeGreaterThan(40);
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('main')).toHaveFocus();
  });

  it('puts the navigation in a drawer on phones, opened and closed by keyboard', async () => {
    await renderThemed(<Shell layout="mobile" />);
    await expect.element(page.getByRole('navigation')).not.toBeInTheDocument();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.element(drawer).toBeVisible();
    await expect.element(drawer.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    // Focus is trapped: after the last link, Tab comes back to the close button.
    await userEvent.keyboard('{Tab}{Tab}{Tab}');
    await expect.element(drawer.getByRole('link', { name: 'Casino' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(drawer.getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect.element(drawer).not.toBeInTheDocument();
    await expect.element(menuButton).toHaveFocus();
  });

  it('closes the drawer when a page is chosen from it', async () => {
    await renderThemed(<Shell layout="mobile" defaultNavOpen />);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Casino' }).click();
    await expect.element(drawer).not.toBeInTheDocument();
  });

  it('carries the brand into the drawer, which renders outside the themed wrapper', async () => {
    await renderThemed(<Shell layout="mobile" defaultNavOpen />, { brand: 'royal', mode: 'dark' });
    const drawer = page.getByRole('dialog', { name: 'Menu' }).element();
    const themed = drawer.closest('[data-brand]');
    expect(themed?.getAttribute('data-brand')).toBe('royal');
    expect(themed?.getAttribute('data-mode')).toBe('dark');
  });

  it('follows the window in the automatic layout', async () => {
    await renderThemed(<Shell />);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect.element(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Hidden by the media query, so out of the accessibility tree as well as out of sight.
    await expect.element(menuButton).not.toBeInTheDocument();

    await page.viewport(800, 600);
    await expect.element(page.getByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await menuButton.click();
    await expect.element(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();

    // Back on a wide window the navigation is on screen again and the drawer goes away.
    await page.viewport(1200, 800);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  it('can have its drawer controlled', async () => {
    const onNavOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <Shell
          layout="mobile"
          navOpen={open}
          onNavOpenChange={(next) => {
            onNavOpenChange(next);
            setOpen(next);
          }}
        />
      );
    }
    await renderThemed(<Controlled />);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onNavOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it("pins a phone's tab bar to the window's bottom, below the page's end, and hides it on desktop", async () => {
    const tabBar = (
      <nav aria-label="Tabs">
        <a href="#home" onClick={route}>
          Home
        </a>
      </nav>
    );
    await renderThemed(
      <AppShell logo="Apex" nav={<Nav />} tabBar={tabBar}>
        <p style={{ height: 2000 }}>A long page</p>
        <p>The page's last line</p>
      </AppShell>,
    );
    // On a wide window the side navigation holds the places.
    await expect.element(page.getByRole('navigation', { name: 'Tabs' })).not.toBeInTheDocument();

    await page.viewport(400, 700);
    await expect.element(page.getByRole('navigation', { name: 'Tabs' })).toBeVisible();
    // The shell's bar around the host's tabs.
    const bar = page.getByRole('navigation', { name: 'Tabs' }).element().parentElement as HTMLElement;
    const windowBottom = document.documentElement.clientHeight;
    expect(bar.getBoundingClientRect().bottom).toBeCloseTo(windowBottom, 0);
    window.scrollTo(0, document.documentElement.scrollHeight);
    const lastLine = page.getByText("The page's last line").element().getBoundingClientRect();
    expect(lastLine.bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top);
    expect(bar.getBoundingClientRect().bottom).toBeCloseTo(windowBottom, 0);
    // Scrolled into view, a field stops above the bar, not under it.
    window.scrollTo(0, 0);
    page.getByText('A long page').element().scrollIntoView({ block: 'end' });
    const longPage = page.getByText('A long page').element().getBoundingClientRect();
    expect(longPage.bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top + 0.5);
    window.scrollTo(0, 0);
  });

  it("leaves a button half under the phone's tab bar a whole target (axe's target-size)", async () => {
    await page.viewport(400, 700);
    await renderThemed(
      <AppShell
        logo="Apex"
        nav={<Nav />}
        tabBar={
          <nav aria-label="Tabs">
            <a href="#home" onClick={route} style={{ display: 'block', height: 56 }}>
              Home
            </a>
          </nav>
        }
      >
        <p style={{ height: 2000 }}>A long page</p>
        <button type="button" style={{ width: 72, height: 44 }}>
          Back at 1.5
        </button>
      </AppShell>,
    );
    const bar = page.getByRole('navigation', { name: 'Tabs' }).element().parentElement as HTMLElement;
    const button = page.getByRole('button', { name: 'Back at 1.5' }).element();
    // Six pixels of the button above the bar, the rest under it: as an odds page opened in Lighthouse.
    window.scrollBy(0, button.getBoundingClientRect().top - (bar.getBoundingClientRect().top - 6));
    expect(bar.getBoundingClientRect().top - button.getBoundingClientRect().top).toBeCloseTo(6, 0);
    const result = await axe.run(document.body, { runOnly: ['target-size'], resultTypes: ['violations'] });
    expect(result.violations.flatMap((violation) => violation.nodes.map((node) => node.target))).toEqual([]);
    window.scrollTo(0, 0);
  });

  it("gives the focus back to what opened the drawer, a tab bar's menu tab as well as the menu button", async () => {
    function WithMenuTab() {
      const [open, setOpen] = useState(false);
      return (
        <Shell
          layout="mobile"
          navOpen={open}
          onNavOpenChange={setOpen}
          tabBar={
            <button type="button" onClick={() => setOpen(true)}>
              More
            </button>
          }
        />
      );
    }
    await renderThemed(<WithMenuTab />);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    for (const name of ['More', 'Open menu']) {
      const opener = page.getByRole('button', { name });
      opener.element().focus();
      await userEvent.keyboard('{Enter}');
      await expect.element(drawer).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(drawer).not.toBeInTheDocument();
      await expect.element(opener).toHaveFocus();
    }
  });

  it('has no axe violations in any brand or mode, on desktop and with the drawer open', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const desktop = await renderThemed(<Shell footer="Bet responsibly" />, { brand, mode });
        await expectNoAxeViolations();
        await desktop.unmount();
        const mobile = await renderThemed(<Shell layout="mobile" defaultNavOpen />, { brand, mode });
        await expect.element(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await expectNoAxeViolations();
        await mobile.unmount();
      }
    }
  });
});
