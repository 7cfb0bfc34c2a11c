import { brandNames } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { pageTones } from './fixtures.ts';
import { Text } from './Text.tsx';

describe('Text', () => {
  it('is the element asked for, sized by its props rather than by the browser', async () => {
    await renderThemed(
      <div style={{ fontSize: 14 }}>
        <Text as="h2">Open bets</Text>
        <Text as="h3" size="large" weight="semibold">
          Settled
        </Text>
      </div>,
    );
    const plain = getComputedStyle(page.getByRole('heading', { level: 2, name: 'Open bets' }).element());
    expect([plain.fontSize, plain.fontWeight, plain.marginTop]).toEqual(['14px', '400', '0px']);
    const sized = getComputedStyle(page.getByRole('heading', { level: 3, name: 'Settled' }).element());
    expect([sized.fontSize, sized.lineHeight, sized.fontWeight]).toEqual(['20px', '28px', '600']);
  });

  it('keeps 4.5:1 in every page tone, brand and mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <>
            {pageTones.map((tone) => (
              <Text key={tone} as="p" tone={tone}>
                {`${tone}: 1,250.00`}
              </Text>
            ))}
          </>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });

  it('rejects a tone off the palette and the HTML colour attribute, at compile time', () => {
    // Never rendered: `npm run typecheck` fails if any line below stops being an error.
    const wrong = () => [
      // @ts-expect-error: tones are tokens by meaning.
      <Text key="tone" tone="red" />,
      // @ts-expect-error: the colour is `tone`.
      <Text key="colour" color="critical" />,
      // @ts-expect-error: no such size.
      <Text key="size" size="huge" />,
    ];
    expect(wrong).toBeTypeOf('function');
  });
});
