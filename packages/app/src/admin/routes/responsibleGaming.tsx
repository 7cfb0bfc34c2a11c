import { privilege } from '@exchange/domain';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import type { PlayerRgState } from '../../screens/responsibleGaming/types.ts';
import { useServices } from '../../services.ts';
import {
  enablePlayerRealityCheck,
  playerResponsibleGaming,
  reactivatePlayer,
  setPlayerCoolOff,
} from '../responsibleGamingApi.ts';
import { PlayerResponsibleGamingScreen } from '../screens/responsibleGaming/PlayerResponsibleGamingScreen.tsx';
import { operatorAtom } from '../state.ts';

/**
 * `/admin/responsible-gaming/{userId}`: a player of the operator's subtree (User Info reads it, User
 * Lock changes it; the server checks both and the subtree). Each change answers the player's whole
 * state, which the page then shows.
 */
export function Component() {
  const { api, toast } = useServices();
  const operator = useAtomValue(operatorAtom);
  const { userId = '' } = useParams();
  const load = useCallback(() => playerResponsibleGaming(api, userId), [api, userId]);
  const loaded = useKeyedLoad(userId, load);
  const [changed, setChanged] = useState<PlayerRgState | null>(null);
  const player = changed && changed.username === loaded.value?.username ? changed : loaded.value;

  const apply = (message: string) => (next: PlayerRgState) => {
    setChanged(next);
    toast.success(`${next.username}: ${message}`);
  };

  return (
    <PlayerResponsibleGamingScreen
      player={player}
      mayChange={operator?.privileges?.includes(privilege.userLock) ?? false}
      onCoolOff={async (period) => apply('cool-off started')(await setPlayerCoolOff(api, userId, period))}
      onReactivate={async () => apply('account reactivated')(await reactivatePlayer(api, userId))}
      onEnableRealityCheck={async () =>
        apply('reality check reminders on')(await enablePlayerRealityCheck(api, userId))
      }
    />
  );
}
