import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

const desktop = 'screen and (min-width: 768px)';

/**
 * A listing page's one column may not grow past the screen: the sport links scroll inside it rather than
 * widen the page (a grid column's automatic minimum is its widest content).
 */
export const listingPage = style({ gridTemplateColumns: 'minmax(0, 1fr)' });

/** The sport links: one scrolling row on phones, wrapping on wider screens. */
export const sportNav = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  margin: 0,
  padding: `0 0 ${vars.space.xxsmall}`,
  listStyle: 'none',
  '@media': { [desktop]: { flexWrap: 'wrap', overflowX: 'visible' } },
});

export const sportLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.background.surface,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.small,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.background.hover },
    '&[aria-current="page"]': {
      background: vars.color.accent.base,
      borderColor: vars.color.accent.base,
      color: vars.color.accent.foreground,
    },
  },
});

/** The odds page uses a wide screen's room for the markets and the slip side by side. */
export const oddsPage = style({
  maxWidth: 1400,
  containerType: 'inline-size',
  gridTemplateColumns: 'minmax(0, 1fr)',
});

/** Side by side once the page (not the window: the shell's menu takes some) has room for both. */
export const twoColumnsMinWidth = 960;
const twoColumns = `(min-width: ${twoColumnsMinWidth}px)`;
/** The container query of the page stacked in one column: the slip and bets fall below the markets. */
export const oneColumn = `(width < ${twoColumnsMinWidth}px)`;

/** The odds page: markets beside the slip and bets on wide screens, one column on phones. */
export const oddsLayout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@container': { [twoColumns]: { gridTemplateColumns: 'minmax(0, 1fr) 400px' } },
});

/** A column of the odds layout, which its widest content may not widen. */
export const column = style({ minWidth: 0 });

/** The slip and bets stay in view while the markets scroll on wide screens. */
export const sideColumn = style([
  column,
  { '@container': { [twoColumns]: { position: 'sticky', top: vars.space.medium } } },
]);

export const notice = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.warning.subtle,
  color: vars.color.warning.text,
  fontSize: vars.font.size.small,
});

/** A market's pin: quiet until pressed, then in the accent colour. */
export const pin = style({
  color: vars.color.foreground.secondary,
  selectors: { '&[aria-pressed="true"]': { color: vars.color.accent.base } },
  '@media': { '(pointer: coarse)': { width: vars.size.touchTarget, height: vars.size.touchTarget } },
});
