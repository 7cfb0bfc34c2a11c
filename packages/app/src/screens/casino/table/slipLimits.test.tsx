import { ThemeProvider } from '@exchange/design-system';
import type { PriceSelection } from '@exchange/betting-widgets';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { CasinoTableScreen } from './CasinoTableScreen.tsx';
import { lookingTableProps, luckyRound } from './fixtures.ts';

const round = luckyRound({ status: 'open', shown: 0 });
/** The table's first market and runner. */
function firstRunner() {
  const [market] = round.markets;
  const [runner] = market?.runners ?? [];
  if (!market || !runner) throw new Error("the round's fixture has no runner");
  return { market, runner };
}

/** A back slip on the table's first runner at `odds` (a price a player can pick, as on a Worli patti). */
function slipAt(odds: number) {
  const { market, runner } = firstRunner();
  const selection: PriceSelection = {
    matchId: 5002,
    marketId: market.marketId,
    marketName: market.marketName,
    selectionId: runner.selectionId,
    runnerName: runner.runnerName,
    side: 'back',
    odds,
    volume: undefined,
    betOn: 'CASINO',
    oddsType: undefined,
    gtype: undefined,
    fancyStatus: undefined,
  };
  return { key: 1, selection, odds, stake: null, status: 'idle' as const };
}

function Table({ odds }: { odds: number }) {
  return (
    <ThemeProvider brand="default" mode="light">
      <MemoryRouter>
        <CasinoTableScreen
          {...lookingTableProps}
          round={round}
          limits={{ min: 10, max: 50_000 }}
          slip={slipAt(odds)}
        />
      </MemoryRouter>
    </ThemeProvider>
  );
}

describe("a casino table's slip", () => {
  it("says the lower maximum the server takes at a high price, the markets the table's", async () => {
    await render(<Table odds={101} />);
    await expect.element(page.getByText('Min 10, max 25k')).toBeVisible();
    expect(document.body.textContent).toContain('Max: 50k');
  });

  it("says the table's maximum at a price whose win stays under the cap", async () => {
    await render(<Table odds={2} />);
    await expect.element(page.getByText('Min 10, max 50k')).toBeVisible();
  });
});
