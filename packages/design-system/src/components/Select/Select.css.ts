import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder]': { color: vars.color.foreground.secondary },
    '&[data-state="open"]': { borderColor: vars.color.border.focus },
  },
});

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.foreground.secondary,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'min(320px, var(--radix-select-content-available-height))',
  overflow: 'hidden',
  background: vars.color.background.surfaceRaised,
  color: vars.color.foreground.primary,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
});

export const viewport = style({ padding: vars.space.xsmall });

export const item = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.small,
    minHeight: vars.size.control,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.small,
    cursor: 'pointer',
    userSelect: 'none',
    selectors: {
      '&[data-highlighted]': { background: vars.color.background.hover },
      // Inside, so the list's clipped edge cannot cut the ring off.
      '&:focus-visible': { outlineOffset: -2 },
      '&[data-state="checked"]': { fontWeight: vars.font.weight.semibold },
      // Disabled text is exempt from the contrast minimum, and should read as unavailable.
      '&[data-disabled]': { cursor: 'default', color: vars.color.foreground.disabled },
    },
  },
]);

/** The placeholder row is a prompt, not an unavailable choice: muted but readable. */
export const placeholderItem = style({
  fontStyle: 'italic',
  selectors: { '&[data-disabled]': { color: vars.color.foreground.secondary } },
});

export const indicator = style({ display: 'inline-flex', color: vars.color.accent.text });

export const scrollButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: vars.size.controlSmall,
  color: vars.color.foreground.secondary,
  cursor: 'default',
});
