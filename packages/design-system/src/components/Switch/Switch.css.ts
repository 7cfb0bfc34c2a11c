import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const switchLabelPositions = ['end', 'start'] as const;

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minWidth: 0,
  selectors: {
    '&[data-label-position="start"]': { flexDirection: 'row-reverse', justifyContent: 'space-between' },
  },
});

const trackWidth = '36px';
const trackHeight = '20px';
const thumbSize = '14px';
const inset = '3px';

export const track = style([
  focusRing,
  {
    all: 'unset',
    boxSizing: 'border-box',
    position: 'relative',
    flexShrink: 0,
    width: trackWidth,
    height: trackHeight,
    borderRadius: vars.radius.full,
    background: vars.color.border.strong,
    cursor: 'pointer',
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-state="checked"]': { background: vars.color.accent.base },
      '&:disabled': { cursor: 'not-allowed', background: vars.color.border.default },
      '&[data-state="checked"]:disabled': { background: vars.color.accent.subtle },
    },
  },
]);

export const thumb = style({
  position: 'absolute',
  insetBlockStart: inset,
  insetInlineStart: inset,
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  background: vars.color.background.surfaceRaised,
  boxShadow: vars.shadow.small,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-state="checked"]': {
      transform: `translateX(calc(${trackWidth} - ${thumbSize} - 2 * ${inset}))`,
      background: vars.color.accent.foreground,
    },
    '[dir="rtl"] &[data-state="checked"]': {
      transform: `translateX(calc(-1 * (${trackWidth} - ${thumbSize} - 2 * ${inset})))`,
    },
  },
});
