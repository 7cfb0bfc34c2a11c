import { clsx } from 'clsx';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { createContext, forwardRef, useContext, type ReactElement, type ReactNode } from 'react';
import { PortalTheme } from '../../theme/ThemeProvider.tsx';
import * as styles from './Tooltip.css.ts';

/** Shorter than Radix's 700 ms: on a dense trading screen people hover with intent. */
const defaultDelay = 300;

const InsideProvider = createContext(false);

export type TooltipProviderProps = RadixTooltip.TooltipProviderProps;

/**
 * Shares one open delay across the tooltips inside it, so moving from one to the next shows the next
 * at once. Optional: a tooltip outside any provider brings its own.
 */
export function TooltipProvider({ delayDuration = defaultDelay, ...rest }: TooltipProviderProps) {
  return (
    <InsideProvider.Provider value={true}>
      <RadixTooltip.Provider delayDuration={delayDuration} {...rest} />
    </InsideProvider.Provider>
  );
}

export interface TooltipProps extends Omit<RadixTooltip.TooltipProps, 'children'> {
  /** What the tooltip says. It describes the trigger; it never holds anything interactive. */
  content: ReactNode;
  /** The trigger: one focusable element (a button, a link) that accepts a ref and event props. */
  children: ReactElement;
  side?: (typeof styles.tooltipSides)[number];
  align?: (typeof styles.tooltipAligns)[number];
  className?: string;
}

/**
 * A short description of its trigger, shown on hover and on keyboard focus and hidden again by
 * Escape; screen readers get it as the trigger's description.
 */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(
  { content, children, side = 'top', align = 'center', className, ...rootProps },
  ref,
) {
  const hasProvider = useContext(InsideProvider);
  const tooltip = (
    <RadixTooltip.Root {...rootProps}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <PortalTheme>
          <RadixTooltip.Content
            ref={ref}
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            className={clsx(styles.content, className)}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={10} height={5} />
          </RadixTooltip.Content>
        </PortalTheme>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
});
Tooltip.displayName = 'Tooltip';
