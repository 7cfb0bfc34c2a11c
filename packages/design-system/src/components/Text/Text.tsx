import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import { forwardRef, type ElementType } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css.ts';
import type {
  ImplementationProps,
  IntrinsicElement,
  PolymorphicComponent,
  PolymorphicProps,
} from '../Box/Box.tsx';
import { text, type TextVariants } from './Text.css.ts';

export interface TextOwnProps {
  /** A step of the type scale, with its line height; `inherit` (the default) keeps the surrounding text's. */
  size?: TextVariants['size'];
  weight?: TextVariants['weight'];
  /** The text colour by meaning (`secondary`, `critical`, `profit`); by default the surrounding text's. */
  tone?: Sprinkles['color'];
  /** One alignment, or one per breakpoint. */
  align?: Sprinkles['textAlign'];
  /** One line, cut with an ellipsis; give the element a `title` or keep the full text reachable elsewhere. */
  truncate?: boolean;
  /** Not the HTML attribute, which browsers ignore: the colour is `tone`. */
  color?: never;
}

export type TextProps<Element extends IntrinsicElement = 'span'> = PolymorphicProps<Element, TextOwnProps>;

/**
 * Text in the element asked for (`span` by default; `p`, `h2`, `label`, `strong`...), sized and coloured by
 * tokens only. It adds no role: a heading is one because `as="h2"` says so.
 */
export const Text = forwardRef<HTMLElement, ImplementationProps<TextOwnProps>>(function Text(
  { as = 'span', asChild = false, size, weight, tone, align, truncate, className, ...rest },
  ref,
) {
  // The element is any tag or Radix's Slot; each takes a className, children and an HTMLElement ref.
  const Element: ElementType = asChild ? Slot.Root : as;
  const atoms = sprinkles({
    ...(tone !== undefined && { color: tone }),
    ...(align !== undefined && { textAlign: align }),
  });
  return <Element ref={ref} className={clsx(text({ size, weight, truncate }), atoms, className)} {...rest} />;
}) as PolymorphicComponent<'span', TextOwnProps>;
Text.displayName = 'Text';
