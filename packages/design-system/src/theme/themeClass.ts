export const brandNames = ['default', 'royal', 'lotus'] as const;
export type BrandName = (typeof brandNames)[number];

export const colorModes = ['light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];

/**
 * A stable, unhashed class per brand and mode. Brand stylesheets target it, so a page can load one brand's
 * CSS lazily and the wrapper needs no import of that brand's module.
 */
export function themeClassName(brand: BrandName, mode: ColorMode): string {
  return `exchange-theme-${brand}-${mode}`;
}
