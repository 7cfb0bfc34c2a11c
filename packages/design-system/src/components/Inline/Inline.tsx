import { forwardRef } from 'react';
import { alignItems, type Alignment, type LayoutAtoms } from '../../internal/layout.ts';
import type { Sprinkles } from '../../theme/sprinkles.css.ts';
import {
  BoxBase,
  type BoxOwnProps,
  type ImplementationProps,
  type IntrinsicElement,
  type PolymorphicComponent,
  type PolymorphicProps,
} from '../Box/Box.tsx';

export const inlineAligns = ['start', 'center', 'end', 'between'] as const;
export const inlineAlignYs = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
/** The breakpoints below which an inline may stack (`tablet` is 768 px wide, `desktop` 1,024). */
export const inlineCollapseBelow = ['tablet', 'desktop'] as const;

const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const satisfies Record<(typeof inlineAligns)[number], Sprinkles['justifyContent']>;

const alignItemsY = { ...alignItems, baseline: 'baseline' } as const satisfies Record<
  Alignment | 'baseline',
  Sprinkles['alignItems']
>;

export interface InlineOwnProps extends Omit<BoxOwnProps, LayoutAtoms> {
  /** The space between items, across and down when they wrap: one token, or one per breakpoint. */
  space?: Sprinkles['gap'];
  /** Where the row's items sit along it; `between` pushes the first and last to the ends. */
  align?: (typeof inlineAligns)[number];
  /** Where items sit within the row's height; `center` lines up a label with a button. */
  alignY?: (typeof inlineAlignYs)[number];
  /** `false` keeps every item on one line; by default a full row wraps rather than overflow a phone. */
  wrap?: boolean;
  /** Below this breakpoint the items stack, each as wide as the inline (a phone's filters). */
  collapseBelow?: CollapseBelow;
}

type CollapseBelow = (typeof inlineCollapseBelow)[number];
/** One value of an atom, for every breakpoint. */
type Atom<Name extends keyof Sprinkles> = Extract<Sprinkles[Name], string>;

/** One value below the breakpoint, another from it up. */
function split<Value>(below: Value, from: Value, breakpoint: CollapseBelow) {
  return breakpoint === 'tablet' ? { mobile: below, tablet: from } : { mobile: below, desktop: from };
}

export type InlineProps<Element extends IntrinsicElement = 'div'> = PolymorphicProps<Element, InlineOwnProps>;

/** Items side by side with a token's space between them, wrapping onto more lines when the row is full. */
export const Inline = forwardRef<HTMLElement, ImplementationProps<InlineOwnProps>>(function Inline(
  { space, align, alignY, wrap = true, collapseBelow, ...rest },
  ref,
) {
  const justify = align && justifyContent[align];
  const itemsY = alignY && alignItemsY[alignY];
  // Stacked, the items fill the width; the row's alignment applies from the breakpoint up.
  const collapsed = collapseBelow && {
    flexDirection: split<Atom<'flexDirection'>>('column', 'row', collapseBelow),
    alignItems: split<Atom<'alignItems'>>('stretch', itemsY ?? 'stretch', collapseBelow),
    justifyContent: justify && split<Atom<'justifyContent'>>('flex-start', justify, collapseBelow),
  };
  return (
    <BoxBase
      ref={ref}
      display="flex"
      flexDirection={collapsed?.flexDirection}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      alignItems={collapsed ? collapsed.alignItems : itemsY}
      justifyContent={collapsed ? collapsed.justifyContent : justify}
      {...rest}
    />
  );
}) as PolymorphicComponent<'div', InlineOwnProps>;
Inline.displayName = 'Inline';
