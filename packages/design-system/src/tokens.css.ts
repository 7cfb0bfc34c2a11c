/**
 * Style-time exports for other packages' `.css.ts` files. They must not import the main entry: evaluating
 * components at style-compile time makes vanilla-extract drop those components' CSS.
 */
export { vars, type ThemeVars } from './theme/contract.css.ts';
export { sprinkles, breakpoints, type Sprinkles } from './theme/sprinkles.css.ts';
export { focusRing } from './theme/focus.css.ts';
export { tabularNumbers, visuallyHidden } from './theme/root.css.ts';
export { appShellHeaderHeight } from './theme/chrome.css.ts';
