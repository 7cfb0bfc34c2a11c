import { DateField, Inline, Select } from '@exchange/design-system';
import * as styles from './casino.css.ts';
import { useReportDateBounds } from '../reports/useReportDateBounds.ts';

/** A game as the casino type choice lists it. */
export interface CasinoTypeOption {
  readonly matchId: number;
  readonly name: string;
}

/**
 * The casino results' filters, the player's Casino Results and the operator's Casino Result Report alike
 * (issue 39): a day and a casino type, each applied as it is chosen.
 */
export function CasinoResultFilters({
  types,
  date,
  onDateChange,
  matchId,
  onMatchIdChange,
}: {
  types: readonly CasinoTypeOption[];
  /** YYYY-MM-DD; every day when empty. */
  date: string;
  onDateChange: (date: string) => void;
  matchId: number;
  onMatchIdChange: (matchId: number) => void;
}) {
  const bounds = useReportDateBounds();
  return (
    <Inline alignY="end" space="medium">
      <DateField
        label="Date"
        className={styles.filter}
        value={date}
        onValueChange={onDateChange}
        min={bounds.min}
        max={bounds.max}
      />
      <Select
        label="Casino type"
        className={styles.filter}
        options={types.map((type) => ({ value: String(type.matchId), label: type.name }))}
        value={String(matchId)}
        onValueChange={(value) => onMatchIdChange(Number(value))}
      />
    </Inline>
  );
}
