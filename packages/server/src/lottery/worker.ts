import type { AppContext } from '../context.ts';
import { startPeriodic, type PeriodicWork } from '../db/periodic.ts';
import { drawDueLotteries } from './drawing.ts';

/** How often each process looks for a draw whose close time has come: a draw is made within this. */
export const lotteryDrawCheckMs = 5_000;

/**
 * Draws each lottery draw once its close time has come by the app's clock. Drawing is idempotent under
 * the draw's lock, so processes side by side need no leader. End-to-end tests do not wait for it: moving
 * the test clock draws what became due before it answers (main.ts).
 */
export function startLotteryDraws(
  context: Pick<AppContext, 'db' | 'notify' | 'now'>,
  options: { onError: (error: unknown) => void },
): PeriodicWork {
  return startPeriodic(() => drawDueLotteries(context), {
    intervalMs: lotteryDrawCheckMs,
    onError: options.onError,
    atStart: true,
  });
}
