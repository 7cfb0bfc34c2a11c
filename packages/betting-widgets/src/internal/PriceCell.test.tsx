import { ThemeProvider, vars } from '@exchange/design-system';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { tokenColour } from '../testing/tokenColour.ts';
import { PriceCell } from './PriceCell.tsx';

/** A back cell at `price`, named by it, themed (so a rerender keeps the same tree). */
function backCell(price: number | undefined) {
  return (
    <ThemeProvider brand="default" mode="light">
      <PriceCell side="back" shade="strong" price={price} size={2500} label={`Back at ${price}`} />
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
