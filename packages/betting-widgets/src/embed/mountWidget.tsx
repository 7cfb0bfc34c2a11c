import {
  brandNames,
  colorModes,
  ThemeProvider,
  type BrandName,
  type ColorMode,
} from '@exchange/design-system';
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { embeddableWidgets, widgetNames, type WidgetName, type WidgetProps } from './widgets.ts';

export interface MountOptions {
  /** The partner's brand; its stylesheet (`brands/<brand>.css`) must be on the page. */
  brand?: BrandName;
  mode?: ColorMode;
}

export interface MountedWidget<Name extends WidgetName> {
  /** Changes some props; the others keep their last value, so a page passes only what changed. */
  update(props: Partial<WidgetProps<Name>>): void;
  /** Removes the widget and empties the element; the element can take a new widget afterwards. */
  unmount(): void;
}

const occupied = new WeakSet<Element>();
let mounts = 0;

function check(element: unknown, name: unknown, options: MountOptions): asserts name is WidgetName {
  if (!(element instanceof Element)) {
    throw new TypeError('mountWidget: the first argument must be a DOM element to render the widget into.');
  }
  if (typeof name !== 'string' || !Object.hasOwn(embeddableWidgets, name)) {
    throw new Error(`mountWidget: unknown widget "${String(name)}". Widgets: ${widgetNames.join(', ')}.`);
  }
  if (options.brand !== undefined && !brandNames.includes(options.brand)) {
    throw new Error(`mountWidget: unknown brand "${options.brand}". Brands: ${brandNames.join(', ')}.`);
  }
  if (options.mode !== undefined && !colorModes.includes(options.mode)) {
    throw new Error(`mountWidget: unknown mode "${options.mode}". Modes: ${colorModes.join(', ')}.`);
  }
  if (occupied.has(element)) {
    throw new Error('mountWidget: this element already holds a widget; unmount that one first.');
  }
}

/**
 * Renders a widget by name into `element` for pages without React, in the given brand. Each widget gets
 * its own React root: nothing is shared with the host page or with other mounted widgets, and the ids it
 * generates carry their own prefix so they cannot collide with the page's.
 */
export function mountWidget<Name extends WidgetName>(
  element: Element,
  name: Name,
  props: WidgetProps<Name>,
  options: MountOptions = {},
): MountedWidget<Name> {
  check(element, name, options);
  // The registry pairs each name with its component and the signature pairs it with its props; TypeScript
  // cannot follow that pairing through a generic name, so inside it is a component of some props.
  const Widget = embeddableWidgets[name] as unknown as ComponentType<Record<string, unknown>>;
  mounts += 1;
  const root = createRoot(element, { identifierPrefix: `exchange-widget-${mounts}-` });
  occupied.add(element);
  let current: Record<string, unknown> = { ...props };
  let mounted = true;

  // Synchronous, so the widget is on the page when mountWidget or update returns, as a script expects.
  const render = () =>
    flushSync(() =>
      root.render(
        <ThemeProvider brand={options.brand ?? 'default'} mode={options.mode ?? 'light'}>
          <Widget {...current} />
        </ThemeProvider>,
      ),
    );
  render();

  return {
    update(next) {
      if (!mounted) throw new Error(`mountWidget: this ${name} was unmounted; mount a new one instead.`);
      current = { ...current, ...next };
      render();
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
      occupied.delete(element);
    },
  };
}
