import type { Decorator } from '@storybook/react-vite';
import {
  brandNames,
  brands,
  ThemeProvider,
  vars,
  type BrandName,
  type ColorMode,
} from '@exchange/design-system';
import type { CSSProperties } from 'react';

export type BrandGlobal = BrandName | 'all';

// Inline token references rather than a .css.ts: this file is tooling, and a second package's .css.ts
// reaching into the design system's style modules confuses vanilla-extract's compiler (ADR 0045).
const canvas: CSSProperties = { padding: vars.space.large };
const overlayCanvas: CSSProperties = { ...canvas, minHeight: '100vh' };
const brandLabel: CSSProperties = {
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
};

/** The one decorator behind the toolbar's brand and mode switches. */
export const withTheme: Decorator = (Story, context) => {
  const brand = (context.globals['brand'] ?? 'default') as BrandGlobal;
  const mode = (context.globals['mode'] ?? 'light') as ColorMode;

  if (brand === 'all') {
    return (
      <div>
        {brandNames.map((name) => (
          <ThemeProvider key={name} brand={name} mode={mode} style={canvas}>
            <p style={brandLabel}>{brands[name].displayName}</p>
            <Story />
          </ThemeProvider>
        ))}
      </div>
    );
  }
  // Stories of overlays set `overlay: true` so dialogs, drawers and toasts have the whole viewport.
  const style = context.parameters['overlay'] === true ? overlayCanvas : canvas;
  return (
    <ThemeProvider brand={brand} mode={mode} style={style} data-testid="story-root">
      <Story />
    </ThemeProvider>
  );
};
