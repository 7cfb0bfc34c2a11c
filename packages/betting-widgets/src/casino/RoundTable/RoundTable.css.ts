import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { tabularNumbers, vars } from '@exchange/design-system/tokens';

/** The table (its felt the brand's chrome, set in RoundTable.tsx) shrinks with the page. */
export const root = style({ minWidth: 0 });

export const titles = style({ minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.semibold,
});

export const marketId = style([
  tabularNumbers,
  {
    margin: 0,
    fontSize: vars.font.size.xsmall,
    lineHeight: vars.font.lineHeight.xsmall,
    color: vars.color.foreground.onChromeMuted,
  },
]);

export const state = style([
  tabularNumbers,
  {
    margin: 0,
    paddingInline: vars.space.small,
    paddingBlock: vars.space.xxsmall,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.small,
    fontWeight: vars.font.weight.semibold,
    background: vars.color.neutral.subtle,
    color: vars.color.neutral.text,
    selectors: {
      '&[data-state="open"]': { background: vars.color.positive.subtle, color: vars.color.positive.text },
      '&[data-state="closing"]': { background: vars.color.warning.subtle, color: vars.color.warning.text },
      '&[data-state="dealing"]': { background: vars.color.accent.subtle, color: vars.color.accent.text },
      '&[data-state="result"]': { background: vars.color.positive.subtle, color: vars.color.positive.text },
    },
  },
]);

export const seconds = style({ fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large });

export const hand = style({
  border: `1px solid ${vars.color.foreground.onChromeMuted}`,
  selectors: {
    '&[data-winner]': {
      borderColor: vars.color.positive.base,
      boxShadow: `0 0 0 2px ${vars.color.positive.base}`,
    },
  },
});

export const handLabel = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.foreground.onChrome,
});

export const cards = style({ margin: 0, padding: 0, listStyle: 'none' });

const flip = keyframes({
  from: { transform: 'perspective(400px) rotateY(90deg)', opacity: 0.4 },
  to: { transform: 'perspective(400px) rotateY(0deg)', opacity: 1 },
});

/** A card turned over: it flips into view, unless the visitor asks for less motion. */
export const turned = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${flip} ${vars.motion.duration.medium} ${vars.motion.easing.emphasised} both`,
    },
  },
});

/** A virtual game's outcome (a roulette pocket, a delivery): a tile with its name. */
export const outcome = style([
  tabularNumbers,
  {
    minWidth: 72,
    minHeight: 72,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    background: vars.color.background.surface,
    color: vars.color.foreground.primary,
    fontSize: vars.font.size.large,
    lineHeight: vars.font.lineHeight.large,
    fontWeight: vars.font.weight.semibold,
  },
]);

export const winner = style({
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.background.chromeRaised,
  textAlign: 'center',
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  minHeight: `calc(${vars.font.lineHeight.medium} + 2 * ${vars.space.xsmall})`,
  fontWeight: vars.font.weight.regular,
  color: vars.color.foreground.onChromeMuted,
  selectors: {
    '&[data-winner]': {
      fontWeight: vars.font.weight.semibold,
      color: vars.color.foreground.onChrome,
    },
  },
});

export const rows = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.foreground.onChromeMuted,
  // The last result's rows, kept for their height while the next round runs.
  selectors: { '&[data-kept]': { visibility: 'hidden' } },
});

export const rowTerm = style({
  display: 'inline',
  selectors: { '&::after': { content: '": "' } },
});

export const rowValue = style({ display: 'inline', margin: 0, color: vars.color.foreground.onChrome });

// A phone's table (`data-compact`), pinned over the markets: as little of the screen as it can take.

const compact = `${root}[data-compact]`;
/** The small card's width (PlayingCard.css.ts), a compact table's size. */
const cardWidth = '36px';
/** The hand's number of slots, set on it (inline, over the stylesheet's one). */
export const slotCount = createVar();

globalStyle(`${compact} ${name}`, {
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
});

/** Each hand as wide as its cards would like, the row's room shared out; none wider than the table. */
globalStyle(`${compact} ${hand}`, {
  vars: { [slotCount]: '1' },
  // Never narrower than its name ("Player 6").
  flex: `1 1 max(64px, calc(${slotCount} * (${cardWidth} + ${vars.space.xsmall}) + 2 * ${vars.space.xsmall}))`,
  maxWidth: '100%',
  minWidth: 0,
});

/** The hand's name on one line over its cards, in plain case: capitals and tracking would not fit. */
globalStyle(`${compact} ${handLabel}`, {
  overflow: 'hidden',
  textAlign: 'center',
  textOverflow: 'ellipsis',
  textTransform: 'none',
  letterSpacing: 'normal',
  whiteSpace: 'nowrap',
});

/** Side by side while they fit; past that each card overlaps the one before, its corner still showing. */
globalStyle(`${compact} ${cards}[data-fan] > li + li`, {
  flex: 'none',
  marginInlineStart: `min(${vars.space.xsmall}, calc((100% - ${slotCount} * ${cardWidth}) / (${slotCount} - 1)))`,
});

globalStyle(`${compact} ${outcome}`, {
  minWidth: 48,
  minHeight: 48,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

// One width whatever the round is doing (its longest, the countdown): the titles beside it wrap the same
// way all round, and the table keeps its height as the state changes.
// Nor does the countdown's larger figure make the pill taller than the states' words.
globalStyle(`${compact} ${state}`, {
  boxSizing: 'border-box',
  minWidth: '7.5rem',
  height: `calc(${vars.font.lineHeight.small} + 2 * ${vars.space.xxsmall})`,
  alignItems: 'center',
  justifyContent: 'center',
});

globalStyle(`${compact} ${seconds}`, { lineHeight: vars.font.lineHeight.small });

globalStyle(`${compact} ${winner}`, {
  paddingBlock: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  minHeight: `calc(${vars.font.lineHeight.small} + 2 * ${vars.space.xxsmall})`,
});
