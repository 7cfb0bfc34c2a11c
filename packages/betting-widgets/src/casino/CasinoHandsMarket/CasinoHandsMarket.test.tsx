import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import {
  CasinoHandsMarket,
  type CasinoHandsCell,
  type CasinoHandsMarketProps,
} from './CasinoHandsMarket.tsx';

const cell = (marketId: string, selectionId: number, runnerName: string, odds: number, layOdds?: number) =>
  ({
    marketId: `240913001.${marketId}`,
    marketName: marketId === 'main' ? 'Main' : 'Red / Black',
    oddsType: layOdds === undefined ? 'fixed' : 'backLay',
    runner: { selectionId, runnerName, odds, layOdds },
  }) satisfies CasinoHandsCell;

const rows: CasinoHandsMarketProps['rows'] = [
  {
    label: 'Main',
    cells: [cell('main', 1, 'Player A', 1.98, 2.02), cell('main', 2, 'Player B', 1.98, 2.02)],
  },
  { label: 'Red', cells: [cell('colorA', 9, 'Red A', 1.98), cell('colorB', 11, 'Red B', 1.98)] },
  { label: 'Black', cells: [cell('colorA', 10, 'Black A', 1.98), undefined] },
];

function hands(props: Partial<CasinoHandsMarketProps> = {}) {
  return (
    <CasinoHandsMarket
      title="Player A / Player B"
      matchId={5002}
      hands={['Player A', 'Player B']}
      rows={rows}
      {...props}
    />
  );
}

describe('CasinoHandsMarket', () => {
  it('is drawn at its own height from the start, not held at an off-screen guess (a table has few markets)', async () => {
    await renderWidget(
      <div style={{ marginTop: '3000px' }}>
        {hands({ rows: [...rows, ...rows.map((row) => ({ ...row, label: `${row.label} 2` }))] })}
      </div>,
    );
    const region = page.getByRole('region', { name: 'Player A / Player B' }).element();
    expect(getComputedStyle(region).contentVisibility).toBe('visible');
    expect(region.getBoundingClientRect().height).toBeGreaterThan(220);
  });

  it("puts each bet's hands side by side in one row, and hands the host the runner's own market", async () => {
    const onSelectPrice = vi.fn();
    await renderWidget(hands({ onSelectPrice }));
    const red = page.getByRole('group', { name: 'Red' });
    await expect.element(red.getByRole('button')).toHaveLength(2);
    await red.getByRole('button', { name: 'Back Red B at 1.98' }).click();
    await page.getByRole('button', { name: 'Lay Player A at 2.02' }).click();
    expect(onSelectPrice.mock.calls).toEqual([
      [expect.objectContaining({ marketId: '240913001.colorB', marketName: 'Red / Black', selectionId: 11 })],
      [
        expect.objectContaining({
          marketId: '240913001.main',
          runnerName: 'Player A',
          side: 'lay',
          odds: 2.02,
        }),
      ],
    ]);
    // The hands side by side: Player B's prices to the right of Player A's, on the same line.
    const back = (name: string) => page.getByRole('button', { name }).element().getBoundingClientRect();
    expect(back('Back Player B at 1.98').left).toBeGreaterThan(back('Lay Player A at 2.02').right);
    expect(back('Back Player B at 1.98').top).toBe(back('Back Player A at 1.98').top);
  });

  it('blocks a suspended market and says so over a row with nothing to bet', async () => {
    const suspended = rows.map((row) => ({
      ...row,
      cells: row.cells.map((entry) => entry && { ...entry, suspended: entry.marketName === 'Main' }),
    }));
    await renderWidget(hands({ rows: suspended }));
    const main = page.getByRole('group', { name: 'Main' });
    await expect.element(main.getByText('Suspended')).toBeVisible();
    await expect.element(main.getByRole('button', { name: 'Back Player A at 1.98' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Back Red A at 1.98' })).toBeEnabled();
  });

  it("shows the host's content right under the row of the runner it names, as a phone's slip opens there", async () => {
    await renderWidget(
      hands({
        afterRunner: { marketId: '240913001.colorB', selectionId: 11, content: <p>Slip for Red B</p> },
      }),
    );
    const red = page.getByRole('group', { name: 'Red' }).element();
    expect(red.nextElementSibling?.textContent).toBe('Slip for Red B');
    expect(page.getByText('Slip for Red B').all()).toHaveLength(1);
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(hands({ limits: { min: 100, max: 50000 } }));
  });
});
