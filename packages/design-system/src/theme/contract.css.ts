import { createThemeContract } from '@vanilla-extract/css';

const depths = { strong: null, medium: null, light: null, foreground: null };

/**
 * The one token contract every brand implements. Tokens are named by meaning, never by colour, so a
 * component reads `vars.color.back.strong` and each brand decides what that looks like.
 */
export const vars = createThemeContract({
  color: {
    background: {
      body: null,
      surface: null,
      surfaceRaised: null,
      surfaceSunken: null,
      chrome: null,
      chromeRaised: null,
      backdrop: null,
      hover: null,
      selected: null,
    },
    foreground: {
      primary: null,
      secondary: null,
      disabled: null,
      onChrome: null,
      onChromeMuted: null,
      link: null,
    },
    border: { subtle: null, default: null, strong: null, focus: null },
    accent: { base: null, hover: null, active: null, foreground: null, subtle: null, text: null },
    critical: { base: null, hover: null, foreground: null, subtle: null, text: null },
    positive: { base: null, hover: null, foreground: null, subtle: null, text: null },
    warning: { base: null, foreground: null, subtle: null, text: null },
    neutral: { base: null, foreground: null, subtle: null, text: null },
    // Betting semantics: every exchange user reads back = blue and lay = pink instantly.
    back: depths,
    lay: depths,
    profit: null,
    loss: null,
    oddsUp: null,
    oddsDown: null,
    suspended: { overlay: null, foreground: null },
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  radius: { none: null, small: null, medium: null, large: null, full: null },
  font: {
    family: { body: null, mono: null },
    size: { xsmall: null, small: null, medium: null, large: null, xlarge: null, xxlarge: null },
    lineHeight: { xsmall: null, small: null, medium: null, large: null, xlarge: null, xxlarge: null },
    weight: { regular: null, semibold: null },
  },
  shadow: { small: null, medium: null, large: null },
  zIndex: {
    base: null,
    sticky: null,
    dropdown: null,
    overlay: null,
    modal: null,
    toast: null,
    tooltip: null,
  },
  motion: {
    duration: { fast: null, medium: null, flash: null },
    easing: { standard: null, emphasised: null },
  },
  size: { control: null, controlSmall: null, touchTarget: null, tableRow: null },
});

export type ThemeVars = typeof vars;
