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

export interface StackOwnProps extends Omit<BoxOwnProps, LayoutAtoms> {
  /** The space between items: one token, or one per breakpoint (`{ mobile: 'large', tablet: 'xlarge' }`). */
  space?: Sprinkles['gap'];
  /** Where items sit across the stack; `stretch` (the default) makes each as wide as the stack. */
  align?: Alignment;
}

export type StackProps<Element extends IntrinsicElement = 'div'> = PolymorphicProps<Element, StackOwnProps>;

/**
 * Items one under the other with a token's space between them. It adds no element around each child, so
 * `<Stack as="ul">` takes `li` children and stays a list.
 */
export const Stack = forwardRef<HTMLElement, ImplementationProps<StackOwnProps>>(function Stack(
  { space, align, ...rest },
  ref,
) {
  return (
    <BoxBase
      ref={ref}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={align && alignItems[align]}
      {...rest}
    />
  );
}) as PolymorphicComponent<'div', StackOwnProps>;
Stack.displayName = 'Stack';
