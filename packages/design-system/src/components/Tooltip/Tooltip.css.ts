import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;
export const tooltipAligns = ['start', 'center', 'end'] as const;

const appear = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'none' },
});

export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: 280,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.foreground.onChrome,
  background: vars.color.background.chrome,
  // Keeps the edge visible in dark mode, where the chrome is close to the surfaces.
  border: `1px solid ${vars.color.background.chromeRaised}`,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.medium,
  transformOrigin: 'var(--radix-tooltip-content-transform-origin)',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-state="delayed-open"], &[data-state="instant-open"]': {
          animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
        },
      },
    },
  },
});

export const arrow = style({ fill: vars.color.background.chrome });
