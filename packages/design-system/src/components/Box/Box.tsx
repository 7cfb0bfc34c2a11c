import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type ElementType,
  type HTMLAttributes,
  type JSX,
  type ReactElement,
  type Ref,
} from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css.ts';

/** An HTML or SVG element by its tag name; a component is given with `asChild` instead. */
export type IntrinsicElement = keyof JSX.IntrinsicElements;

interface ElementChoice<Element extends IntrinsicElement> {
  /** The element to render: it carries the meaning (`ul`, `section`, `nav`); the look comes from the props. */
  as?: Element;
  /** Renders the one child (a router link, say) with this primitive's classes merged into its own. */
  asChild?: boolean;
}

/**
 * A primitive's own props, then the attributes of the element it renders as (`as`), less those its own
 * props take over: `<Box as="a" href>` type-checks, `<Box href>` does not.
 */
export type PolymorphicProps<Element extends IntrinsicElement, Own> = Own &
  ElementChoice<Element> &
  Omit<ComponentPropsWithoutRef<Element>, keyof Own | keyof ElementChoice<Element>>;

/**
 * A polymorphic component: forwardRef loses the element type parameter, so the call signature restores
 * it, with a ref to the element given in `as`.
 */
export type PolymorphicComponent<Default extends IntrinsicElement, Own> = (<
  Element extends IntrinsicElement = Default,
>(
  props: PolymorphicProps<Element, Own> & { ref?: Ref<ComponentRef<Element>> },
) => ReactElement | null) & { displayName?: string };

/** What an implementation sees: any element's attributes. Callers are checked by PolymorphicComponent. */
export type ImplementationProps<Own> = Own &
  ElementChoice<IntrinsicElement> &
  Omit<HTMLAttributes<HTMLElement>, keyof Own>;

export type BoxOwnProps = Sprinkles;
export type BoxProps<Element extends IntrinsicElement = 'div'> = PolymorphicProps<Element, BoxOwnProps>;

/** Splits a Box's props into its atoms (sprinkles) and what goes to the element. */
function splitAtoms(props: Record<string, unknown>) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (!sprinkles.properties.has(key as keyof Sprinkles)) rest[key] = value;
    else if (value !== undefined) atoms[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
}

/** The Box the other primitives render: untyped by element, as they pass their caller's `as` through. */
export const BoxBase = forwardRef<HTMLElement, ImplementationProps<BoxOwnProps>>(function Box(
  { as = 'div', asChild = false, className, ...props },
  ref,
) {
  const { atoms, rest } = splitAtoms(props);
  // The element is any tag or Radix's Slot; each takes a className, children and an HTMLElement ref.
  const Element: ElementType = asChild ? Slot.Root : as;
  return <Element ref={ref} className={clsx(sprinkles(atoms), className) || undefined} {...rest} />;
});
BoxBase.displayName = 'Box';

/**
 * The base of every layout primitive: an element styled only by tokens (space, colour, radius, shadow),
 * each prop one atomic class, responsive where the atom is (`padding={{ mobile: 'small', desktop: 'large' }}`).
 * It adds no role and no behaviour: the element given in `as` is what assistive technology meets.
 */
export const Box = BoxBase as PolymorphicComponent<'div', BoxOwnProps>;
