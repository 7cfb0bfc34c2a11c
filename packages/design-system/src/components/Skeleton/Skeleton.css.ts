import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const shimmer = keyframes({
  from: { backgroundPosition: '150% 0' },
  to: { backgroundPosition: '-50% 0' },
});

export const block = style({
  display: 'block',
  backgroundColor: vars.color.border.subtle,
  backgroundImage: `linear-gradient(90deg, transparent 0%, color-mix(in srgb, ${vars.color.background.surface} 70%, transparent) 50%, transparent 100%)`,
  backgroundSize: '50% 100%',
  backgroundRepeat: 'no-repeat',
  animation: `${shimmer} 1.4s ${vars.motion.easing.standard} infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
  },
});

export const rect = style({ borderRadius: vars.radius.medium });

export const circle = style({ borderRadius: vars.radius.full, flexShrink: 0 });

export const text = style({ display: 'grid', gap: vars.space.small });

export const line = style({
  height: '0.75em',
  borderRadius: vars.radius.small,
  // The last of several lines is shorter, as a paragraph's is.
  selectors: { '&:last-child:not(:first-child)': { width: '60%' } },
});

export const group = style({ display: 'grid', gap: vars.space.medium });
