import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { visuallyHiddenRules } from '../../theme/root.css.ts';
import { appShellHeaderVar } from '../../theme/chrome.css.ts';
import { focusRing } from '../../theme/focus.css.ts';
import { breakpoints } from '../../theme/sprinkles.css.ts';
import * as drawerParts from '../Drawer/Drawer.css.ts';

export const appShellLayouts = ['auto', 'mobile', 'desktop'] as const;

/** Where the side navigation appears beside the content instead of behind the menu button. */
export const desktopMediaQuery = `screen and (min-width: ${breakpoints.desktop}px)`;

const headerHeight = '56px';
const sideNavWidth = '240px';
/** A tab's height in the bottom tab bar: a finger's target with its icon over its label. */
const tabBarHeight = '56px';
/** The phone's home indicator and rounded corners: zero unless the page covers them (`viewport-fit=cover`). */
const safeAreaBottom = 'env(safe-area-inset-bottom, 0px)';

/** Names the shell for its fixed tab bar, which takes the shell's sides rather than the window's. */
const shellAnchor = '--exchange-app-shell';

export const root = style({
  vars: { [appShellHeaderVar]: headerHeight },
  anchorName: shellAnchor,
  // A page that covers a phone's screen (`viewport-fit=cover`) keeps its content off the notch's sides.
  paddingInline: 'env(safe-area-inset-left, 0px) env(safe-area-inset-right, 0px)',
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.color.background.body,
  color: vars.color.foreground.primary,
});

/** Applies a desktop-only rule when the layout is forced to desktop, or is automatic on a wide window. */
function onDesktop(rule: Omit<StyleRule, 'selectors' | '@media'>): StyleRule {
  return {
    selectors: { [`${root}[data-layout="desktop"] &`]: rule },
    '@media': { [desktopMediaQuery]: { selectors: { [`${root}[data-layout="auto"] &`]: rule } } },
  };
}

export const skipLink = style([
  focusRing,
  {
    position: 'fixed',
    top: vars.space.small,
    left: vars.space.small,
    zIndex: vars.zIndex.tooltip,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.medium,
    background: vars.color.background.surfaceRaised,
    color: vars.color.foreground.link,
    boxShadow: vars.shadow.medium,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'underline',
    selectors: {
      // Out of sight until a keyboard user reaches it: it is the first thing Tab lands on.
      '&:not(:focus)': visuallyHiddenRules,
    },
  },
]);

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: headerHeight,
  paddingInline: vars.space.medium,
  background: vars.color.background.chrome,
  color: vars.color.foreground.onChrome,
  ...onDesktop({ paddingInline: vars.space.large, gap: vars.space.medium }),
});

// The brand's focus colour is tuned for light surfaces; on the dark chrome the accent stands out.
globalStyle(`${header} ${focusRing}:focus-visible, ${header} a:focus-visible`, {
  outline: `2px solid ${vars.color.accent.base}`,
  outlineOffset: 2,
});

export const menuButton = style([
  { selectors: { [`${header} &:hover:not(:disabled)`]: { background: vars.color.background.chromeRaised } } },
  onDesktop({ display: 'none' }),
]);

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  color: 'inherit',
});

globalStyle(`${logo} a`, { display: 'inline-flex', color: 'inherit', borderRadius: vars.radius.small });

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginInlineStart: 'auto',
  minWidth: 0,
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  flex: 1,
  ...onDesktop({ gridTemplateColumns: `${sideNavWidth} minmax(0, 1fr)` }),
});

/** The column runs the full height of the page; its contents stay in view while the page scrolls. */
export const sideNav = style({
  display: 'none',
  ...onDesktop({
    display: 'block',
    background: vars.color.background.surface,
    borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
  }),
});

export const sideNavContent = style({
  position: 'sticky',
  top: headerHeight,
  maxHeight: `calc(100dvh - ${headerHeight})`,
  overflowY: 'auto',
  padding: vars.space.small,
});

export const main = style({
  minWidth: 0,
  padding: vars.space.large,
  // Focused only by the skip link, to move the reading position; it is not a control.
  outline: 'none',
  ...onDesktop({ padding: vars.space.xlarge }),
});

export const footer = style({
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surfaceSunken,
  color: vars.color.foreground.secondary,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
});

/**
 * The bottom tab bar: fixed to the window's bottom edge, with its own room kept at the end of the shell
 * (the root's bottom padding below), so the page's last line scrolls up above it, never stays under it.
 * Not `sticky`: a sticky bar sits in the page's flow, and accessibility checkers (axe's target-size, so
 * Lighthouse) then count a price button half under it as a target a few pixels tall; a fixed bar is a
 * layer of its own for them, as it is for the eye. Its content gets `tabBarHeight`; the safe area below
 * is padding on the chrome's colour.
 */
export const tabBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  // As wide as the shell where it is narrower than the window (a phone frame in a story, an embed);
  // a browser without anchor positioning spans the window, which on a phone is the shell.
  '@supports': {
    '(anchor-name: --a)': { positionAnchor: shellAnchor, left: 'anchor(left)', right: 'anchor(right)' },
  },
  zIndex: vars.zIndex.sticky,
  boxSizing: 'border-box',
  height: `calc(${tabBarHeight} + ${safeAreaBottom})`,
  paddingBottom: safeAreaBottom,
  paddingInline: 'env(safe-area-inset-left, 0px) env(safe-area-inset-right, 0px)',
  background: vars.color.background.chrome,
  color: vars.color.foreground.onChrome,
  ...onDesktop({ display: 'none' }),
});

// The room the fixed tab bar covers, kept at the end of the shell wherever the bar shows.
const tabBarRoom = { paddingBottom: `calc(${tabBarHeight} + ${safeAreaBottom})` };
globalStyle(`${root}[data-layout="mobile"]:has(> ${tabBar})`, tabBarRoom);
globalStyle(`${root}[data-layout="auto"]:has(> ${tabBar})`, {
  '@media': { [`not all and (min-width: ${breakpoints.desktop}px)`]: tabBarRoom },
});

globalStyle(
  `${tabBar} ${focusRing}:focus-visible, ${tabBar} a:focus-visible, ${tabBar} button:focus-visible`,
  {
    outline: `2px solid ${vars.color.accent.base}`,
    outlineOffset: -2,
  },
);

// A part of the page scrolled into view (a focused field, a slip opened under a runner) stops above the tab
// bar, not under it.
const tabBarScrollPadding = { scrollPaddingBottom: `calc(${tabBarHeight} + ${safeAreaBottom})` };
globalStyle(`html:has(${root}[data-layout="mobile"] > ${tabBar})`, tabBarScrollPadding);
globalStyle(`html:has(${root}[data-layout="auto"] > ${tabBar})`, {
  '@media': { [`not all and (min-width: ${breakpoints.desktop}px)`]: tabBarScrollPadding },
});

// The mobile navigation drawer: a `Drawer` kept closer to its edges, since the links bring their own
// padding, and on the page's surface colour.

export const drawer = style({
  background: vars.color.background.surface,
  borderInlineEnd: 'none',
});

globalStyle(`${drawer} ${drawerParts.header}`, {
  paddingInline: `${vars.space.large} ${vars.space.small}`,
});

globalStyle(`${drawer} ${drawerParts.body}`, { padding: vars.space.small });

// Navigation links.

export const navList = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: vars.size.control,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.medium,
    color: vars.color.foreground.primary,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.background.hover },
      // Not colour alone: the current page is also bold and marked with a bar.
      '&[aria-current="page"]': {
        background: vars.color.background.selected,
        fontWeight: vars.font.weight.semibold,
        boxShadow: `inset 3px 0 0 ${vars.color.accent.base}`,
      },
      // A finger needs more room than a pointer.
      [`${drawer} &`]: { minHeight: vars.size.touchTarget },
    },
  },
]);

export const navIcon = style({
  display: 'inline-flex',
  flex: 'none',
  color: vars.color.foreground.secondary,
  selectors: { [`${navLink}[aria-current="page"] &`]: { color: 'inherit' } },
});
