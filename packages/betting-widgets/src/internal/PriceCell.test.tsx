import { ThemeProvider, vars } from '@exchange/design-system';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { cdp, page, userEvent } from 'vitest/browser';
import { tokenColour } from '../testing/tokenColour.ts';
import { PriceCell } from './PriceCell.tsx';

/** Sets the page's `prefers-reduced-motion` (this project runs with `reduce`; tests that switch it restore it). */
const emulateMotion = (value: 'reduce' | 'no-preference') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });

/** A back cell at `price`, named by it, themed (so a rerender keeps the same tree). */
function backCell(price: number | undefined, flashes?: boolean) {
  return (
    <ThemeProvider brand="default" mode="light">
      <PriceCell
        side="back"
        shade="strong"
        price={price}
        size={2500}
        label={`Back at ${price}`}
        flashes={flashes}
      />
      <p>Away from the cell</p>
    </ThemeProvider>
  );
}

/** The cells that `data-flash` was put on while `change` ran, however soon it went out again. */
async function litWhile(change: () => Promise<unknown>): Promise<Element[]> {
  const lit: Element[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) if (record.oldValue === null) lit.push(record.target as Element);
  });
  observer.observe(document.body, {
    subtree: true,
    attributeFilter: ['data-flash'],
    attributeOldValue: true,
  });
  await change();
  observer.takeRecords().forEach((record) => record.oldValue === null && lit.push(record.target as Element));
  observer.disconnect();
  return lit;
}

describe('PriceCell', () => {
  afterEach(() => emulateMotion('reduce'));

  it('rings a moved price in the move’s colour and keeps its back colour while lit', async () => {
    await emulateMotion('no-preference');
    const screen = await render(backCell(1.98));
    await userEvent.hover(page.getByText('Away from the cell'));
    const cell = page.getByRole('button', { name: 'Back at 1.98' }).element();
    const back = getComputedStyle(cell).backgroundColor;
    const lit: { background: string; ring: string }[] = [];
    const observer = new MutationObserver(() => {
      if (!cell.hasAttribute('data-flash')) return;
      const style = getComputedStyle(cell);
      lit.push({ background: style.backgroundColor, ring: style.boxShadow });
    });
    observer.observe(cell, { attributeFilter: ['data-flash'] });
    await screen.rerender(backCell(1.9));
    observer.disconnect();
    expect(lit).toEqual([
      { background: back, ring: expect.stringContaining(tokenColour(vars.color.oddsDown)) },
    ]);
  });

  it('stays still on a move when it does not flash (a level behind the best)', async () => {
    const screen = await render(backCell(1.98, false));
    expect(await litWhile(() => screen.rerender(backCell(2, false)))).toEqual([]);
  });

  it('lights a moved price on its own cell and puts it out after the flash', async () => {
    const screen = await render(backCell(1.98));
    const cell = page.getByRole('button', { name: 'Back at 1.98' }).element();
    const lit = await litWhile(() => screen.rerender(backCell(2)));
    // The same element, not a new one: a board of moving prices must not mount an element per move.
    expect(page.getByRole('button', { name: 'Back at 2' }).element()).toBe(cell);
    expect(lit).toEqual([cell]);
    expect(cell.getAttribute('data-direction')).toBe('up');
    await expect.poll(() => cell.hasAttribute('data-flash')).toBe(false);
    // Out again, it still says which way it last moved.
    expect(cell.getAttribute('data-direction')).toBe('up');

    expect(await litWhile(() => screen.rerender(backCell(1.9)))).toEqual([cell]);
    expect(cell.getAttribute('data-direction')).toBe('down');
  });

  it('does not flash a price that holds, or one that comes back after a blank', async () => {
    const screen = await render(backCell(1.98));
    expect(await litWhile(() => screen.rerender(backCell(1.98)))).toEqual([]);
    await screen.rerender(backCell(undefined));
    expect(page.getByRole('button').elements()).toHaveLength(0);
    expect(await litWhile(() => screen.rerender(backCell(2.5)))).toEqual([]);
    expect(page.getByRole('button', { name: 'Back at 2.5' }).element().hasAttribute('data-direction')).toBe(
      false,
    );
  });

  // The unit project runs with reduced motion (Storybook's LiveFeed story checks the flash's colour).
  it('keeps its colour under reduced motion and marks the move with a still bar instead', async () => {
    const screen = await render(backCell(1.98));
    // The pointer is wherever an earlier test left it: off the cell, or its hover ring hides the bar.
    await userEvent.hover(page.getByText('Away from the cell'));
    const cell = page.getByRole('button', { name: 'Back at 1.98' }).element();
    const before = getComputedStyle(cell).backgroundColor;
    await screen.rerender(backCell(2));
    expect(getComputedStyle(cell).backgroundColor).toBe(before);
    expect(getComputedStyle(cell).boxShadow).toContain(tokenColour(vars.color.oddsUp));
    await screen.rerender(backCell(1.9));
    expect(getComputedStyle(cell).boxShadow).toContain(tokenColour(vars.color.oddsDown));
  });
});
