import type { Sprinkles } from '../theme/sprinkles.css.ts';

/** Where items sit along an axis, named the same in every layout primitive. */
export const alignments = ['start', 'center', 'end', 'stretch'] as const;
export type Alignment = (typeof alignments)[number];

/** The alignment atoms' values: `flex-start` and `flex-end` place grid items at the start and end as well. */
export const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
} as const satisfies Record<Alignment, Sprinkles['alignItems']>;

/**
 * The atoms a layout primitive sets itself: given as props too, they would fight its own. A Box's others
 * (padding, background, radius) pass through, so a padded stack needs no wrapper.
 */
export type LayoutAtoms =
  'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'alignItems' | 'justifyContent' | 'gridTemplateColumns';
