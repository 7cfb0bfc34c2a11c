import { useCallback, useState } from 'react';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useServices } from '../../services.ts';
import { betLimits, saveBetLimits, type BetLimitsView } from '../betLimitsApi.ts';
import { BetLimitsScreen } from '../screens/betLimits/BetLimitsScreen.tsx';

/** `/admin/bet-limits`: bet-limits, and save-bet-limits, whose answer is the limits as they now stand. */
export function Component() {
  const { api, toast } = useServices();
  const load = useCallback(() => betLimits(api), [api]);
  const loaded = useKeyedLoad('bet-limits', load);
  const [saved, setSaved] = useState<BetLimitsView>();

  return (
    <BetLimitsScreen
      limits={saved ?? loaded.value ?? undefined}
      error={loaded.error}
      onSave={async (change) => {
        const answer = await saveBetLimits(api, change);
        setSaved(answer.data);
        toast.success(answer.message);
      }}
    />
  );
}
