import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const popoverSides = ['top', 'right', 'bottom', 'left'] as const;
export const popoverAligns = ['start', 'center', 'end'] as const;

const appear = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'none' },
});

export const content = style([
  focusRing,
  {
    // The dropdown layer sits above modals: a popover opened from inside a dialog must show over it.
    zIndex: vars.zIndex.dropdown,
    display: 'grid',
    gap: vars.space.small,
    minWidth: 200,
    maxWidth: `min(360px, var(--radix-popover-content-available-width))`,
    maxHeight: 'var(--radix-popover-content-available-height)',
    overflowY: 'auto',
    padding: vars.space.medium,
    color: vars.color.foreground.primary,
    background: vars.color.background.surfaceRaised,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.medium,
    transformOrigin: 'var(--radix-popover-content-transform-origin)',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: {
          '&[data-state="open"]': {
            animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
          },
        },
      },
    },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  // The close button's own padding already spaces it from the corner.
  marginInlineEnd: `calc(-1 * ${vars.space.xsmall})`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.semibold,
});

export const closeButton = style({ marginInlineStart: 'auto' });
