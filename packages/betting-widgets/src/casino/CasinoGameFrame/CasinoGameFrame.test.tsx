import { Button } from '@exchange/design-system';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { gamePageSrc } from '../../fixtures/casino.ts';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { CasinoGameFrame } from './CasinoGameFrame.tsx';

function Launcher({ onExit, src = gamePageSrc }: { onExit: () => void; src?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Play</Button>
      <CasinoGameFrame
        title="Teenpatti 20-20"
        src={src}
        open={open}
        onExit={() => {
          setOpen(false);
          onExit();
        }}
      />
    </>
  );
}

const exit = () => page.getByRole('button', { name: 'Exit' });

describe('CasinoGameFrame', () => {
  it('fills the screen with the game and a visible EXIT button', async () => {
    await renderWidget(<CasinoGameFrame title="Teenpatti 20-20" src={gamePageSrc} onExit={() => {}} />);
    const frame = page.getByRole('dialog', { name: 'Teenpatti 20-20' });
    await expect.element(frame).toBeVisible();
    const box = frame.element().getBoundingClientRect();
    expect([box.width, box.height]).toEqual([window.innerWidth, window.innerHeight]);
    await expect.element(exit()).toHaveTextContent('Exit');
    expect(getComputedStyle(exit().element()).textTransform).toBe('uppercase');
    await expect.element(page.getByTitle('Teenpatti 20-20')).toHaveAttribute('src', gamePageSrc);
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
  });

  it('lets the game go full screen through `allow` alone, so no launch logs an allowfullscreen warning', async () => {
    await renderWidget(<CasinoGameFrame title="Teenpatti 20-20" src={gamePageSrc} onExit={() => {}} />);
    const game = page.getByTitle('Teenpatti 20-20');
    await expect.element(game).toBeInTheDocument();
    expect(game.element().getAttribute('allow')?.split(/;\s*/)).toContain('fullscreen');
    // Chromium: "Allow attribute will take precedence over 'allowfullscreen'", whenever both are set.
    expect(game.element().hasAttribute('allowfullscreen')).toBe(false);
  });

  it('exits with the EXIT button and gives focus back to what opened it', async () => {
    const onExit = vi.fn();
    await renderWidget(<Launcher onExit={onExit} />);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.element(exit()).toHaveFocus();
    await exit().click();
    expect(onExit).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Play' })).toHaveFocus();
  });

  it('exits with Escape', async () => {
    const onExit = vi.fn();
    await renderWidget(<Launcher onExit={onExit} />);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.element(exit()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onExit).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('traps focus: the page behind is out of reach while the game is open', async () => {
    await renderWidget(<Launcher onExit={() => {}} />);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.element(exit()).toHaveFocus();
    // Hidden from assistive technology and from the tab order.
    await expect.element(page.getByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect.element(page.getByTitle('Teenpatti 20-20')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(exit()).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(page.getByTitle('Teenpatti 20-20')).toHaveFocus();
  });

  it('announces the game starting until its address is known', async () => {
    await renderWidget(<CasinoGameFrame title="Lucky 7" onExit={() => {}} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Starting the game');
    await expect.element(page.getByTitle('Lucky 7')).not.toBeInTheDocument();
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(
      <CasinoGameFrame title="Teenpatti 20-20" src={gamePageSrc} onExit={() => {}} />,
    );
    await expectAccessibleInEveryTheme(<CasinoGameFrame title="Lucky 7" onExit={() => {}} />);
  });
});
