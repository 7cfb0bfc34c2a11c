import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { disabledGame, openGame } from '../../fixtures/casino.ts';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { CasinoTile } from './CasinoTile.tsx';

describe('CasinoTile', () => {
  it('is a button named after the game and its provider', async () => {
    const onClick = vi.fn();
    await renderWidget(
      <CasinoTile name="Crazy Time" image={openGame.image} provider="Evolution" onClick={onClick} />,
    );
    const tile = page.getByRole('button', { name: 'Crazy Time Evolution' });
    await expect.element(tile).toBeVisible();
    await expect.element(page.getByText('Evolution')).toBeVisible();
    await tile.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('opens from the keyboard', async () => {
    const onClick = vi.fn();
    await renderWidget(<CasinoTile name="Lucky 7" image={openGame.image} onClick={onClick} />);
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Lucky 7' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('marks a closed game unavailable but keeps it clickable for the host to answer', async () => {
    const onClick = vi.fn();
    await renderWidget(
      <CasinoTile name={disabledGame.game_name} image={disabledGame.image} disabled onClick={onClick} />,
    );
    const tile = page.getByRole('button', { name: 'Muflis Teenpatti Closed' });
    await expect.element(tile).toHaveAttribute('aria-disabled', 'true');
    await expect.element(page.getByText('Closed')).toBeVisible();
    // Playwright waits for aria-disabled controls to become enabled; a person's click goes through at once.
    await tile.click({ force: true });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows the initials when the artwork fails to load, and tries a new image again', async () => {
    function Swapping() {
      const [image, setImage] = useState('data:image/png;base64,x');
      return (
        <>
          <CasinoTile name="Dragon Tiger 20-20" image={image} />
          <button type="button" onClick={() => setImage(openGame.image)}>
            New artwork
          </button>
        </>
      );
    }
    await renderWidget(<Swapping />);
    await expect.element(page.getByText('DT')).toBeVisible();
    await page.getByRole('button', { name: 'New artwork' }).click();
    await expect.element(page.getByText('DT')).not.toBeInTheDocument();
  });

  it("shows the game's own art, never an image whose URL is javascript:, data:text/html or http to another host", async () => {
    const unsafe = [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'http://cdn.example/x.png',
    ];
    // Every image ever put in the page: a refused URL would also end on the art, once it failed to load.
    const rendered: string[] = [];
    const record = (records: MutationRecord[]) => {
      for (const node of records.flatMap((entry) => [...entry.addedNodes])) {
        if (!(node instanceof Element)) continue;
        const images = node instanceof HTMLImageElement ? [node] : [...node.querySelectorAll('img')];
        rendered.push(...images.map((image) => image.getAttribute('src') ?? ''));
      }
    };
    const watcher = new MutationObserver(record);
    watcher.observe(document.body, { childList: true, subtree: true });
    await renderWidget(
      <>
        {unsafe.map((image, index) => (
          <CasinoTile key={image} name={`Game ${index}`} image={image} artwork={<span>Art {index}</span>} />
        ))}
        <CasinoTile name="Inline art" image={openGame.image} />
        <CasinoTile name="Demo art" image="http://localhost:3002/art/lucky-reels.svg" />
      </>,
    );
    for (const index of unsafe.keys()) {
      await expect
        .element(page.getByRole('button', { name: `Game ${index}` }).getByText(`Art ${index}`))
        .toBeVisible();
    }
    record(watcher.takeRecords());
    watcher.disconnect();
    // An inline picture, as the fixtures draw theirs, is an image; plain http to this machine is the demo's
    // built-in provider, shown while this page is on this machine too.
    expect(rendered).toEqual([openGame.image, 'http://localhost:3002/art/lucky-reels.svg']);
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(
      <div style={{ display: 'flex', gap: 8 }}>
        <CasinoTile name="Teenpatti 20-20" image={openGame.image} provider="Ezugi" />
        <CasinoTile name="Muflis Teenpatti" image={disabledGame.image} disabled />
        <CasinoTile name="Roulette" image="" />
      </div>,
    );
  });
});
