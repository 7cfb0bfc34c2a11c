import { fn, within } from 'storybook/test';
import { inPlayMatch } from './fixtures.ts';
import type { ControlledMarket } from './marketActions.ts';

/** Dialogs render in a portal: queries for them look in the whole page. */
export const inBody = (element: HTMLElement) => within(element.ownerDocument.body);

/** The market control screen's args for a match in play. */
export const controlArgs = (kind: 'markets' | 'fancies', markets: readonly ControlledMarket[]) => ({
  kind,
  match: inPlayMatch,
  markets,
  status: 'ready' as const,
  onAction: fn(async () => undefined),
});

/** A cricket match list's args, with its switch answering at once. */
export const cricketListArgs = () => ({ sportId: 4, status: 'ready' as const });
