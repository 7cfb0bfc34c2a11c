import type { ComponentProps } from 'react';
import { MarketBook } from '../widgets/MarketBook/index.ts';

/** The widgets a page without React can mount by name (`mountWidget(element, 'MarketBook', props)`). */
export const embeddableWidgets = { MarketBook } as const;

export type WidgetName = keyof typeof embeddableWidgets;
export type WidgetProps<Name extends WidgetName> = ComponentProps<(typeof embeddableWidgets)[Name]>;
export const widgetNames = Object.keys(embeddableWidgets) as readonly WidgetName[];
