import type { LotteryStatus } from '@exchange/domain';

const labels: Record<LotteryStatus, string> = {
  open: 'Open',
  drawing: 'Drawing',
  drawn: 'Drawn',
  closed: 'Closed',
};

/** A draw's status as its card and the panel show it; a status the app does not know is shown as sent. */
export const lotteryStatusLabel = (status: string): string =>
  (labels as Record<string, string | undefined>)[status] ?? status;

/** A draw closed or drawn is final: nothing of it changes any more. */
export const isLotteryFinal = (status: string) => status === 'closed' || status === 'drawn';
