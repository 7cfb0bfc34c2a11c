import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css.ts';

export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024 } as const;

/** Equal columns that shrink below their content's width rather than overflow (`minmax(0, 1fr)`). */
const columnTemplates = {
  1: 'minmax(0, 1fr)',
  2: 'repeat(2, minmax(0, 1fr))',
  3: 'repeat(3, minmax(0, 1fr))',
  4: 'repeat(4, minmax(0, 1fr))',
  5: 'repeat(5, minmax(0, 1fr))',
  6: 'repeat(6, minmax(0, 1fr))',
};

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    gridTemplateColumns: columnTemplates,
    padding: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    margin: vars.space,
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.font.size,
  },
  shorthands: {
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const colors = defineProperties({
  properties: {
    color: {
      ...vars.color.foreground,
      profit: vars.color.profit,
      loss: vars.color.loss,
      // The status colours' text shades, the ones that keep 4.5:1 on the page's surfaces.
      accent: vars.color.accent.text,
      critical: vars.color.critical.text,
      positive: vars.color.positive.text,
      warning: vars.color.warning.text,
      neutral: vars.color.neutral.text,
    },
    background: vars.color.background,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontWeight: vars.font.weight,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
  },
});

/** Layout atoms for composing primitives without one-off CSS. */
export const sprinkles = createSprinkles(responsive, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
