import { Select } from '@exchange/design-system';
import {
  exchangeMarketNames,
  exchangeSportIds,
  isExchangeSportId,
  sportName,
  type ExchangeSportId,
} from '@exchange/domain';

/** A setting's scope: a sport with exchange markets and one of its market types, or null for all of them. */
export interface MarketScope {
  readonly sportId: ExchangeSportId;
  readonly marketType: string | null;
}

/** The option standing for every market type of the sport (null in the scope). */
const everyType = '*';

/**
 * The sport and market-type selects of a setting kept per sport and market type (the commission rates,
 * the betting limits). A new sport starts at every market type, since the type chosen was the last sport's.
 */
export function MarketScopeFields({
  scope,
  onScopeChange,
  everyLabel,
}: {
  scope: MarketScope;
  onScopeChange: (scope: MarketScope) => void;
  /** The option for every market type of the sport (null), as the screen words it. */
  everyLabel: string;
}) {
  return (
    <>
      <Select
        label="Sport"
        options={exchangeSportIds.map((id) => ({ value: String(id), label: sportName(id) ?? String(id) }))}
        value={String(scope.sportId)}
        onValueChange={(value) => {
          const sportId = Number(value);
          if (isExchangeSportId(sportId)) onScopeChange({ sportId, marketType: null });
        }}
      />
      <Select
        label="Market type"
        options={[
          { value: everyType, label: everyLabel },
          ...exchangeMarketNames(scope.sportId).map((name) => ({ value: name, label: name })),
        ]}
        value={scope.marketType ?? everyType}
        onValueChange={(value) => onScopeChange({ ...scope, marketType: value === everyType ? null : value })}
      />
    </>
  );
}
