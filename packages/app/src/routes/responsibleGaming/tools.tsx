import { useCallback, useState } from 'react';
import {
  answerRealityCheck,
  responsibleGamingState,
  selfExclude,
  setDepositLimits,
} from '../../api/responsibleGaming.ts';
import { ResponsibleGamingToolsScreen } from '../../screens/responsibleGaming/ResponsibleGamingToolsScreen.tsx';
import type { RgState } from '../../screens/responsibleGaming/types.ts';
import { useServices } from '../../services.ts';
import { useKeyedLoad } from '../useKeyedLoad.ts';

/**
 * `/account/responsible-gaming`: GET responsible-gaming, then each change's answer (the whole state) is
 * what the page shows next. A refusal (a wrong password, a limit the server will not take) shows where
 * it was asked; success is toasted.
 */
export function Component() {
  const { api, toast } = useServices();
  const load = useCallback(() => responsibleGamingState(api), [api]);
  const loaded = useKeyedLoad('responsible-gaming', load);
  const [changed, setChanged] = useState<RgState | null>(null);
  const state = changed ?? loaded.value;

  const apply = (message: string) => (next: RgState) => {
    setChanged(next);
    toast.success(message);
  };

  return (
    <ResponsibleGamingToolsScreen
      state={state}
      onSaveLimits={async (limits) => apply('Deposit limits saved')(await setDepositLimits(api, limits))}
      onSelfExclude={async (request) => apply('You are now self-excluded')(await selfExclude(api, request))}
      onRealityCheck={async (action) =>
        apply(action === 'enable' ? 'Reality check reminders are on' : 'Reality check reminders are off')(
          await answerRealityCheck(api, action),
        )
      }
    />
  );
}
