import type { BrandName } from '@exchange/domain';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../theme/ThemeProvider.tsx';
import type { ColorMode } from '../theme/themeClass.ts';

/** Renders inside a themed wrapper, as every consumer of the design system does. */
export function renderThemed(ui: ReactNode, options: { brand?: BrandName; mode?: ColorMode } = {}) {
  return render(
    <ThemeProvider brand={options.brand ?? 'default'} mode={options.mode ?? 'light'}>
      {ui}
    </ThemeProvider>,
  );
}

/**
 * Fails with the rule ids and targets when axe finds a violation anywhere in the document. Landmark
 * rules are off, as in Storybook's a11y addon: a lone component is not a page.
 */
export async function expectNoAxeViolations(context: axe.ElementContext = document.body) {
  const result = await axe.run(context, {
    resultTypes: ['violations'],
    rules: { region: { enabled: false } },
  });
  const summary = result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
