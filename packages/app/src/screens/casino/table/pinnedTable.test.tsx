import { ThemeProvider } from '@exchange/design-system';
import {
  casinoGameDefinitions,
  casinoRoundSnapshot,
  dealOfRound,
  toMinor,
  type CasinoGameDefinition,
} from '@exchange/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { PlayerShell } from '../../shell/PlayerShell.tsx';
import { CasinoTableScreen } from './CasinoTableScreen.tsx';
import { lookingTableProps } from './fixtures.ts';

/** The phone issue 39 was walked on. */
const phone = { width: 390, height: 844 };

afterEach(() => page.viewport(1024, 768));

const seed = (n: number) => n.toString(16).padStart(2, '0').repeat(32);

/**
 * The game's tallest table: over, every card shown, the winner and the result's rows, from the seed (of
 * forty) that deals the most cards (Andar Bahar and the race deal until something happens).
 */
function tallestRound(definition: CasinoGameDefinition) {
  const keys = Array.from({ length: 40 }, (_, index) => ({
    serverSeed: seed(index + 1),
    publicSeed: `${definition.code}-salt`,
    roundId: '5002261126080000',
  }));
  const steps = (key: (typeof keys)[number]) => definition.steps(dealOfRound(definition, key));
  const key = keys.reduce((longest, next) => (steps(next) > steps(longest) ? next : longest));
  return casinoRoundSnapshot(definition, key, { status: 'result', shown: steps(key) });
}

function Table({ definition }: { definition: CasinoGameDefinition }) {
  const noop = () => undefined;
  return (
    <ThemeProvider brand="default" mode="light">
      <MemoryRouter initialEntries={[`/casino/${definition.code}`]}>
        <PlayerShell
          layout="mobile"
          username="Player"
          pathname={`/casino/${definition.code}`}
          balance={{ balance: toMinor(10_000), exposure: toMinor(0) }}
          hiddenAmounts={{ balance: false, exposure: false }}
          onHiddenAmountsChange={noop}
          onLogout={noop}
        >
          {/* Any game's result chips (teen's): the strip is as tall whoever won. */}
          <CasinoTableScreen
            {...lookingTableProps}
            round={tallestRound(definition)}
            limits={{ min: 100, max: 50_000 }}
          />
        </PlayerShell>
      </MemoryRouter>
    </ThemeProvider>
  );
}

const height = (element: Element) => element.getBoundingClientRect().height;

describe('the pinned casino table on a 390x844 phone', () => {
  it('leaves room under it for a market and two of its runners, in every game at its tallest', async () => {
    await page.viewport(phone.width, phone.height);
    const short: string[] = [];
    for (const definition of casinoGameDefinitions) {
      const screen = await render(<Table definition={definition} />);
      const table = page.getByRole('heading', { level: 1 }).element().closest('section')?.parentElement;
      if (!table) throw new Error(`${definition.code}: no table`);
      expect(getComputedStyle(table).position, definition.code).toBe('sticky');
      const header = page.getByRole('banner').element();
      const tabBar = page.getByRole('navigation', { name: 'Main places' }).element().parentElement as Element;
      // The runners' rows (a market's runners, or the rows of the hands side by side), in page order.
      const column = table.parentElement as Element;
      const [first, second] = [...column.querySelectorAll('[role="group"]')];
      const market = first?.closest('section');
      if (!market || !second) throw new Error(`${definition.code}: no market with two runners`);
      const needed = second.getBoundingClientRect().bottom - market.getBoundingClientRect().top;
      const room = phone.height - height(header) - height(tabBar) - height(table);
      if (room < needed) short.push(`${definition.code}: ${Math.round(needed - room)} px short`);
      await screen.unmount();
    }
    expect(short).toEqual([]);
  });
});
