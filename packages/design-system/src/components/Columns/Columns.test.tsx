import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed } from '../../testing/render.tsx';
import { Columns } from './Columns.tsx';

afterEach(() => page.viewport(1024, 768));

const games = ['Teen Patti', 'Andar Bahar', 'Dragon Tiger', 'Lucky 7'];
const tops = () => games.map((game) => page.getByText(game).element().getBoundingClientRect().top);
/** How many items share the first item's row. */
const perRow = () => tops().filter((top) => top === tops()[0]).length;
const tiles = games.map((game) => <span key={game}>{game}</span>);

describe('Columns', () => {
  it('lays out the number of columns given for the breakpoint', async () => {
    await renderThemed(<Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }}>{tiles}</Columns>);
    expect(perRow()).toBe(4);
    await page.viewport(800, 700);
    expect(perRow()).toBe(2);
    await page.viewport(375, 700);
    expect(perRow()).toBe(1);
  });

  it('fits as many columns as the minimum width allows, and one where the row is narrower', async () => {
    await renderThemed(
      <div style={{ width: 480 }} data-testid="page">
        <Columns minColumnWidth={150} space="small">
          {tiles}
        </Columns>
      </div>,
    );
    // 480 px holds three of 150 px and two 8 px gaps, not four.
    expect(perRow()).toBe(3);
    page.getByTestId('page').element().setAttribute('style', 'width: 100px');
    await expect.poll(perRow).toBe(1);
    // A tile narrower than its minimum rather than wider than the row.
    expect(page.getByText('Teen Patti').element().getBoundingClientRect().width).toBe(100);
  });

  it('takes either a number of columns or a minimum width, at compile time', () => {
    // Never rendered: `npm run typecheck` fails if any line below stops being an error.
    const wrong = () => [
      // @ts-expect-error: one to six columns.
      <Columns key="seven" columns={7} />,
      // @ts-expect-error: one or the other, not both.
      <Columns key="both" columns={2} minColumnWidth={150} />,
      // @ts-expect-error: neither says how many columns.
      <Columns key="neither" space="small" />,
    ];
    expect(wrong).toBeTypeOf('function');
  });
});
