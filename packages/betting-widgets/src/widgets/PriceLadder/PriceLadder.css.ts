import { focusRing, tabularNumbers, vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** Rows are dense, as on a trader's ladder; a touch screen gets the touch target's height. */
const rowHeight = '28px';
const visibleRows = 15;

export const body = style({ display: 'grid', gap: vars.space.xsmall, padding: vars.space.small });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.small,
});

/** The chosen runner's ladder under the runners' tabs. */
export const panel = style({ display: 'grid', gap: vars.space.xsmall });

export const note = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.foreground.secondary,
});

export const hint = style([note, { flex: 1 }]);

/** The prices scroll inside the ladder, about fifteen rows in sight; the header row stays on top. */
export const scroller = style({
  position: 'relative',
  blockSize: `calc(${visibleRows + 1} * ${rowHeight})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.small,
  '@media': { '(pointer: coarse)': { blockSize: `calc(9 * ${vars.size.touchTarget})` } },
});

export const row = style([
  tabularNumbers,
  {
    display: 'grid',
    gridTemplateColumns:
      'minmax(44px, 0.8fr) minmax(56px, 1fr) 56px minmax(56px, 1fr) minmax(44px, 0.8fr) minmax(56px, 1fr)',
    minBlockSize: rowHeight,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    '@media': { '(pointer: coarse)': { minBlockSize: vars.size.touchTarget } },
  },
]);

/**
 * A price's row. Rows scrolled out of the ladder's box skip style, layout and paint (as market frames off the
 * screen do): a live ladder moves a dozen rows a push, most of them out of sight.
 */
export const priceRow = style([
  row,
  { contentVisibility: 'auto', containIntrinsicBlockSize: `auto ${rowHeight}` },
]);

export const headerRow = style([
  row,
  {
    position: 'sticky',
    insetBlockStart: 0,
    zIndex: 1,
    background: vars.color.background.surface,
    fontSize: vars.font.size.xsmall,
    lineHeight: vars.font.lineHeight.xsmall,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.foreground.secondary,
  },
]);

export const cell = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 0,
    paddingInline: vars.space.xxsmall,
    fontSize: vars.font.size.xsmall,
    lineHeight: vars.font.lineHeight.xsmall,
    color: vars.color.foreground.primary,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    outlineOffset: '-2px',
    selectors: {
      // Every price can take a back or a lay: the two columns keep a tint of their colours all the way up
      // the ladder (a tint, so a dark theme's column is not a bright stripe), full where money waits.
      '&[data-column="back"]': {
        background: `color-mix(in srgb, ${vars.color.back.light} 45%, transparent)`,
        color: vars.color.back.foreground,
        cursor: 'pointer',
      },
      '&[data-column="lay"]': {
        background: `color-mix(in srgb, ${vars.color.lay.light} 45%, transparent)`,
        color: vars.color.lay.foreground,
        cursor: 'pointer',
      },
      '&[data-column="back"][data-money]': {
        background: vars.color.back.strong,
        fontWeight: vars.font.weight.semibold,
      },
      '&[data-column="lay"][data-money]': {
        background: vars.color.lay.strong,
        fontWeight: vars.font.weight.semibold,
      },
      '&[data-column="back"]:hover, &[data-column="lay"]:hover': {
        boxShadow: `inset 0 0 0 2px ${vars.color.border.strong}`,
      },
      '&[aria-busy="true"]': { opacity: 0.6 },
      '&[data-column="price"]': { fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.small },
      // The last traded price stands out of the price column: an exchange trader reads the market from it.
      '&[data-column="price"][data-last]': {
        background: vars.color.accent.subtle,
        color: vars.color.accent.text,
        boxShadow: `inset 0 0 0 2px ${vars.color.accent.base}`,
      },
      '&[data-column="ownBack"][data-money], &[data-column="ownLay"][data-money]': {
        background: vars.color.warning.subtle,
        color: vars.color.warning.text,
        fontWeight: vars.font.weight.semibold,
        cursor: 'pointer',
      },
      '&[data-column="traded"]': { justifyContent: 'flex-end', color: vars.color.foreground.secondary },
      // Suspended or closed, the back and lay columns lose their colours: nothing there can be taken.
      '&[data-column][aria-disabled="true"]': {
        background: vars.color.background.surfaceSunken,
        color: vars.color.foreground.secondary,
        cursor: 'not-allowed',
      },
    },
  },
]);

export const headerCell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  paddingInline: vars.space.xxsmall,
  textAlign: 'center',
});

/** SUSPENDED or CLOSED over the ladder's toolbar: nothing can be placed, waiting bets can still be cancelled. */
export const blocked = style({
  margin: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  background: `linear-gradient(${vars.color.suspended.overlay}, ${vars.color.suspended.overlay}), ${vars.color.background.surface}`,
  color: vars.color.suspended.foreground,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  textAlign: 'center',
});

export const status = style({
  margin: 0,
  minBlockSize: vars.font.lineHeight.small,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});
