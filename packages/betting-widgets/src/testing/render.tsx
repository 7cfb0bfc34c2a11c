import {
  brandNames,
  colorModes,
  ThemeProvider,
  type BrandName,
  type ColorMode,
} from '@exchange/design-system';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { render } from 'vitest-browser-react';

/** Renders a widget inside a themed wrapper, as a partner page that embeds it does. */
export function renderWidget(ui: ReactNode, theme: { brand?: BrandName; mode?: ColorMode } = {}) {
  return render(
    <ThemeProvider brand={theme.brand ?? 'default'} mode={theme.mode ?? 'light'}>
      {ui}
    </ThemeProvider>,
  );
}

/**
 * Renders `ui` in every brand and mode and fails with the rule ids and targets of any axe violation.
 * Landmark rules are off, as in Storybook's a11y addon: a lone widget is not a page.
 */
export async function expectAccessibleInEveryTheme(ui: ReactNode) {
  const found: string[] = [];
  for (const brand of brandNames) {
    for (const mode of colorModes) {
      const screen = await renderWidget(ui, { brand, mode });
      const result = await axe.run(document.body, {
        resultTypes: ['violations'],
        rules: { region: { enabled: false } },
      });
      for (const violation of result.violations) {
        found.push(
          `${brand}/${mode} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      }
      await screen.unmount();
    }
  }
  expect(found).toEqual([]);
}
