import { Badge } from '@exchange/design-system';
import { betReportStatus, nationLabel, type BetRecord } from '@exchange/domain';

/** A bet's side as the bet lists name it. */
export const sideLabels = { back: 'Back', lay: 'Lay' } as const;
export const betNation = (bet: BetRecord) => nationLabel({ ...bet, isFancy: bet.betOn === 'FANCY' });

/** Spec 3: bet_status 'deleted' is deleted, any other value pending. */
export function BetStatusBadge({ bet }: { bet: BetRecord }) {
  const status = betReportStatus(bet.bet_status ?? '');
  return (
    <Badge size="small" tone={status === 'deleted' ? 'critical' : 'neutral'}>
      {status}
    </Badge>
  );
}
