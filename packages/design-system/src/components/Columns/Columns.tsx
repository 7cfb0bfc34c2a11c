import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
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
import * as styles from './Columns.css.ts';

interface ColumnsBaseProps extends Omit<BoxOwnProps, LayoutAtoms> {
  /** The space between columns and between rows: one token, or one per breakpoint. */
  space?: Sprinkles['gap'];
  /** Where items sit within their row's height; `stretch` (the default) makes a row's items equal height. */
  alignY?: Alignment;
}

interface FixedColumns {
  /** How many equal columns, 1 to 6: one number, or one per breakpoint (`{ mobile: 1, tablet: 2 }`). */
  columns: Sprinkles['gridTemplateColumns'];
  minColumnWidth?: undefined;
}

interface FittedColumns {
  columns?: undefined;
  /** As many equal columns as fit, each at least this wide (px, or a CSS length such as `9rem`). */
  minColumnWidth: number | string;
}

export type ColumnsOwnProps = ColumnsBaseProps & (FixedColumns | FittedColumns);

export type ColumnsProps<Element extends IntrinsicElement = 'div'> = PolymorphicProps<
  Element,
  ColumnsOwnProps
>;

/** Items in a grid of equal columns, a fixed number per breakpoint or as many as fit. */
export const Columns = forwardRef<
  HTMLElement,
  ImplementationProps<
    ColumnsBaseProps & { columns?: FixedColumns['columns']; minColumnWidth?: number | string }
  >
>(function Columns({ space, alignY, columns, minColumnWidth, className, style, ...rest }, ref) {
  const fitted = minColumnWidth !== undefined;
  const width = typeof minColumnWidth === 'number' ? `${minColumnWidth}px` : minColumnWidth;
  return (
    <BoxBase
      ref={ref}
      display="grid"
      gap={space}
      alignItems={alignY && alignItems[alignY]}
      gridTemplateColumns={fitted ? undefined : columns}
      className={clsx(fitted && styles.fit, className)}
      style={fitted ? { ...assignInlineVars({ [styles.minColumnWidth]: width }), ...style } : style}
      {...rest}
    />
  );
}) as PolymorphicComponent<'div', ColumnsOwnProps>;
Columns.displayName = 'Columns';
