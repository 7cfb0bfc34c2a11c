import { useCallback, useState } from 'react';
import type { CommissionRate } from '@exchange/domain';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useServices } from '../../services.ts';
import { commissionRates, saveCommissionRate } from '../commissionApi.ts';
import { CommissionScreen } from '../screens/commission/CommissionScreen.tsx';

/** `/admin/commission`: commission-rates, and save-commission-rate, whose answer is every rate as it stands. */
export function Component() {
  const { api, toast } = useServices();
  const load = useCallback(() => commissionRates(api), [api]);
  const loaded = useKeyedLoad('commission-rates', load);
  const [saved, setSaved] = useState<readonly CommissionRate[]>();

  return (
    <CommissionScreen
      rates={saved ?? loaded.value ?? undefined}
      error={loaded.error}
      onSave={async (change) => {
        const answer = await saveCommissionRate(api, change);
        setSaved(answer.data);
        toast.success(answer.message);
      }}
    />
  );
}
