import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

/** The real file input, stretched invisibly over the picker: clicks, keys and drops all reach it. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const picker = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  minHeight: vars.size.touchTarget,
  padding: vars.space.small,
  border: `1px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  color: vars.color.foreground.secondary,
  fontSize: vars.font.size.small,
  selectors: {
    // The ring goes round the whole picker, since the input itself is invisible.
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
    '&:hover:not([data-disabled])': {
      borderColor: vars.color.foreground.secondary,
      background: vars.color.background.hover,
    },
    '&[data-dragging]': {
      borderStyle: 'solid',
      borderColor: vars.color.accent.base,
      background: vars.color.accent.subtle,
    },
    '&[data-invalid]': { borderColor: vars.color.critical.base },
    // Secondary rather than disabled text: these words are not a disabled control, so they must stay legible.
    '&[data-disabled]': {
      background: vars.color.background.surfaceSunken,
      borderColor: vars.color.border.default,
    },
  },
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.neutral.base}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  color: vars.color.foreground.primary,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  selectors: {
    [`${picker}[data-disabled] &`]: {
      color: vars.color.foreground.secondary,
      borderColor: vars.color.border.default,
      background: 'transparent',
    },
  },
});

export const prompt = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const preview = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surfaceRaised,
  minWidth: 0,
});

const thumbSize = '48px';

export const thumbnail = style({
  flexShrink: 0,
  width: thumbSize,
  height: thumbSize,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.background.surfaceSunken,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const fileIcon = style([
  thumbnail,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.foreground.secondary,
  },
]);

export const details = style({ display: 'grid', flex: 1, minWidth: 0 });

export const fileName = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.primary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fileSize = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.foreground.secondary,
  fontVariantNumeric: 'tabular-nums',
});
