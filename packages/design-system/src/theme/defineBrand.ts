import type { BrandName } from '@exchange/domain';
import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { bettingColors, darkShadow, darkStatus, lightShadow, lightStatus } from './palette.ts';
import { colorModes, themeClassName } from './themeClass.ts';
import { makeTheme, type ThemeOverrides, type ThemeTokens } from './tokens.ts';

/**
 * What a brand chooses for one colour mode: its surfaces, text, borders, accent and neutral. The betting
 * and status colours and the shadows are every brand's (palette.ts), so a brand cannot drift from them.
 */
export type BrandColors = Pick<
  ThemeTokens['color'],
  'background' | 'foreground' | 'border' | 'accent' | 'neutral'
>;

/** A brand's tokens (its folder's tokens.ts): its name and display name, its font and its two modes. */
export interface BrandTokens {
  name: BrandName;
  displayName: string;
  fontFamily: string;
  light: BrandColors;
  dark: BrandColors;
  /** Departures from the shared scales (one brand's corners are rounder). */
  overrides?: ThemeOverrides;
}

const modeBase = {
  light: { status: lightStatus, shadow: lightShadow },
  dark: { status: darkStatus, shadow: darkShadow },
};

/**
 * Emits the brand's light and dark themes on their fixed classes (`exchange-theme-<name>-<mode>`), which
 * a page's stylesheet for that brand alone carries. Called from the brand's theme.css.ts.
 */
export function defineBrand(brand: BrandTokens): void {
  for (const mode of colorModes) {
    const { status, shadow } = modeBase[mode];
    createGlobalTheme(
      `.${themeClassName(brand.name, mode)}`,
      vars,
      makeTheme(
        { fontFamily: brand.fontFamily, shadow, color: { ...bettingColors, ...status, ...brand[mode] } },
        brand.overrides,
      ),
    );
  }
}
