import { vars } from '@exchange/design-system';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import type { SlotSymbol } from '../games/luckyReels.ts';

export const machine = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.background.chrome,
  boxShadow: vars.shadow.medium,
  maxWidth: '32rem',
  width: '100%',
  justifySelf: 'center',
});

export const reel = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  overflow: 'hidden',
});

const roll = keyframes({
  '0%': { transform: 'translateY(-30%)', opacity: 0.4 },
  '100%': { transform: 'translateY(0)', opacity: 1 },
});

export const cell = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '1',
  borderRadius: vars.radius.small,
  border: `2px solid transparent`,
  selectors: {
    '&[data-win="true"]': { borderColor: vars.color.accent.base, backgroundColor: vars.color.accent.subtle },
    '[data-spinning="true"] &': { opacity: 0.35 },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '[data-spinning="false"] &': { animation: `${roll} ${vars.motion.duration.medium} ease-out` },
      },
    },
  },
});

const base = style({ width: '70%', height: '70%', fill: 'currentColor' });

const colours: Record<SlotSymbol, string> = {
  seven: vars.color.critical.base,
  bar: vars.color.foreground.primary,
  bell: vars.color.back.strong,
  plum: vars.color.lay.strong,
  lemon: vars.color.warning.base,
  cherry: vars.color.loss,
};

export const symbol = styleVariants(colours, (color) => [base, { color }]);

export const barText = style({ fill: vars.color.background.surface, fontFamily: vars.font.family.body });

export const paytable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.small });

export const paytableCell = style({
  padding: `${vars.space.xxsmall} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'left',
  selectors: { '&:last-child': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } },
});

export const note = style({ margin: `${vars.space.small} 0 0`, fontSize: vars.font.size.small });
