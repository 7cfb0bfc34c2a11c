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
