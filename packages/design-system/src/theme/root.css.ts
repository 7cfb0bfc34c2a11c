import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

const base = {
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.regular,
  color: vars.color.foreground.primary,
  WebkitFontSmoothing: 'antialiased',
} as const;

/** The themed wrapper: tokens come from the brand class beside it; these are the inherited basics. */
export const themeRoot = style({ ...base, backgroundColor: vars.color.background.body });

/** A portal's wrapper re-applies the theme without adding a box of its own. */
export const portalRoot = style({ ...base, display: 'contents' });

// Scoped to themed wrappers so an embedding partner's page is left alone.
globalStyle(`${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after, ${portalRoot} *`, {
  boxSizing: 'border-box',
});

// Links read as links in every brand and mode, portals included (the browser's blue fails dark contrast).
// `:where` keeps this at element specificity so any component's own link colour wins.
globalStyle(`:where(${themeRoot}, ${portalRoot}) a`, { color: vars.color.foreground.link });

/** Odds, stakes and balances never jitter as digits change. */
export const tabularNumbers = style({ fontVariantNumeric: 'tabular-nums' });

/** The rules behind `visuallyHidden`, for styles that hide only under a condition (a query, `:not(:focus)`). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden from sight, not from assistive technology. */
export const visuallyHidden = style(visuallyHiddenRules);
