import type { BrandName } from '@exchange/domain';

export const colorModes = ['light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];

/**
 * A stable, unhashed class per brand and mode. Brand stylesheets target it, so a page can load one brand's
 * CSS lazily and the wrapper needs no import of that brand's module.
 */
export function themeClassName(brand: BrandName, mode: ColorMode): string {
  return `exchange-theme-${brand}-${mode}`;
}
