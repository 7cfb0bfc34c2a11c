import { style } from '@vanilla-extract/css';
import { vars } from '@exchange/design-system/tokens';
import type { CasinoArtTone } from './art.ts';

const toneColours: Record<CasinoArtTone, string> = {
  accent: vars.color.accent.base,
  back: vars.color.back.strong,
  lay: vars.color.lay.strong,
  positive: vars.color.positive.base,
  warning: vars.color.warning.base,
  critical: vars.color.critical.base,
};

/**
 * The table's felt: the brand's chrome, lit from below in the category's colour, with the rail of a
 * table drawn as an ellipse. Brands differ only through the tokens.
 */
export const felt = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  vars: { '--tone': vars.color.accent.base },
  background: [
    'radial-gradient(ellipse 90% 70% at 50% 105%, color-mix(in srgb, var(--tone) 85%, transparent) 0%, transparent 75%)',
    `linear-gradient(160deg, ${vars.color.background.chromeRaised}, ${vars.color.background.chrome})`,
  ].join(', '),
  selectors: Object.fromEntries(
    Object.entries(toneColours).map(([tone, colour]) => [
      `&[data-tone="${tone}"]`,
      { vars: { '--tone': colour } },
    ]),
  ),
  '::before': {
    content: '""',
    position: 'absolute',
    inset: '58% -12% -40%',
    borderRadius: '50%',
    border: `2px solid color-mix(in srgb, ${vars.color.foreground.onChrome} 35%, transparent)`,
  },
});

export const fan = style({
  position: 'relative',
  width: '100%',
  paddingBlockStart: '6%',
});

/** One card of the fan: overlapping its neighbour, turned about its foot. */
export const slot = style({
  display: 'block',
  width: '24%',
  marginInline: '-3.5%',
  transformOrigin: '50% 120%',
  // Each card sets its own turn inline; the default here keeps the variable the widgets' own, not a token.
  vars: { '--turn': '0deg' },
  transform: 'rotate(var(--turn))',
  selectors: {
    // Fewer cards, larger ones: a lone card fills the felt as a hand of four does.
    [`${fan}[data-count="1"] &`]: { width: '32%' },
    [`${fan}[data-count="2"] &`]: { width: '28%' },
  },
});

/** Scales with its slot rather than the card's fixed sizes (the slot in the selector outranks them). */
export const card = style({
  selectors: { [`${slot} &`]: { display: 'block', width: '100%', height: 'auto' } },
});

export const glyph = style({ position: 'relative', width: '52%', height: 'auto' });

const fill = (colour: string) => style({ fill: colour });

export const paper = fill(vars.color.foreground.onChrome);
export const rim = fill(vars.color.background.chromeRaised);
export const inkDark = fill(vars.color.background.chrome);
export const inkCritical = fill(vars.color.critical.base);
export const inkPositive = fill(vars.color.positive.base);
export const inkWarning = fill(vars.color.warning.base);

const line = { fill: 'none', strokeWidth: 2, strokeLinecap: 'round' } as const;
export const seam = style({ ...line, stroke: vars.color.foreground.onChrome });
export const seamDark = style({ ...line, stroke: vars.color.background.chrome });
export const perforation = style({ ...line, stroke: vars.color.background.chrome, strokeDasharray: '3 4' });
