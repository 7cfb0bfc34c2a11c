import type { CashOutPlan } from '@exchange/domain';

type Refused = Extract<CashOutPlan, { available: false }>;

/** Why cash out is off, in the words the widget shows (the domain only names the reason). */
export function cashOutReason(plan: Refused, runnerCount: number): string {
  switch (plan.reason) {
    case 'noPosition':
      return 'Nothing to cash out: you have no bets on this market.';
    case 'suspended':
      return 'Cash out is unavailable while the market is suspended.';
    case 'notTwoRunners':
      return `Cash out levels a two-runner market; this one has ${runnerCount} runners.`;
    case 'alreadyLevel':
      return 'Your position is already level: the same result whichever runner wins.';
    case 'noPrice':
      return plan.runner && plan.side
        ? `No ${plan.side} price on ${plan.runner.runnerName} to cash out at.`
        : 'No prices on offer to cash out at.';
  }
}
