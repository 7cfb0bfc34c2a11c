import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { teenPattiResults } from '../../fixtures/casino.ts';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { ResultStrip } from './ResultStrip.tsx';

describe('ResultStrip', () => {
  it('lists the results newest first, each named by its round and winner', async () => {
    await renderWidget(<ResultStrip results={teenPattiResults} onSelectResult={() => {}} />);
    const names = page
      .getByRole('list', { name: 'Last results' })
      .getByRole('button')
      .all()
      .map((chip) => chip.element().textContent);
    expect(names.slice(0, 3)).toEqual([
      'ARound 240913000: Player A',
      'BRound 240912999: Player B',
      'ARound 240912998: Player A',
    ]);
    await expect.element(page.getByRole('button', { name: 'Round 240912996: Tie' })).toBeVisible();
  });

  it('hands the host the round chosen, by mouse or keyboard', async () => {
    const onSelectResult = vi.fn();
    await renderWidget(<ResultStrip results={teenPattiResults} onSelectResult={onSelectResult} />);
    await page.getByRole('button', { name: 'Round 240912999: Player B' }).click();
    // On to the next (older) round from the one clicked.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onSelectResult.mock.calls.map(([result]) => result.mid)).toEqual([
      '240912999.1530',
      '240912998.1530',
    ]);
  });

  it('colours the chips by their outcome', async () => {
    await renderWidget(<ResultStrip results={teenPattiResults.slice(0, 5)} onSelectResult={() => {}} />);
    const colour = (name: string) =>
      getComputedStyle(page.getByRole('button', { name }).element()).backgroundColor;
    expect(colour('Round 240913000: Player A')).toBe(colour('Round 240912998: Player A'));
    expect(colour('Round 240913000: Player A')).not.toBe(colour('Round 240912999: Player B'));
    expect(colour('Round 240912996: Tie')).not.toBe(colour('Round 240912999: Player B'));
  });

  it('shows plain chips without a handler, and a line when there are no results', async () => {
    const screen = await renderWidget(<ResultStrip results={teenPattiResults} />);
    expect(page.getByRole('button').all()).toHaveLength(0);
    expect(page.getByRole('listitem').all()).toHaveLength(10);
    await screen.unmount();
    await renderWidget(<ResultStrip results={[]} />);
    await expect.element(page.getByText('No results yet')).toBeVisible();
  });

  it('scrolls its chips inside itself, never widening a narrow page (a phone would zoom the page out)', async () => {
    await renderWidget(
      <div data-testid="narrow" style={{ position: 'relative', width: 160 }}>
        <ResultStrip results={teenPattiResults} onSelectResult={() => {}} />
      </div>,
    );
    const narrow = page.getByTestId('narrow').element();
    expect(narrow.scrollWidth).toBe(narrow.clientWidth);
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(
      <>
        <ResultStrip results={teenPattiResults} onSelectResult={() => {}} />
        <ResultStrip
          title="Lucky 7"
          results={[
            { mid: '1.1', label: 'L', winnerName: 'Low', tone: 'lay' },
            { mid: '2.1', label: 'H', winnerName: 'High', tone: 'positive' },
            { mid: '3.1', label: '7', winnerName: 'Seven', tone: 'warning' },
          ]}
        />
      </>,
    );
  });
});
