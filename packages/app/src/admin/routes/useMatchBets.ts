import { betRecordFromWire, privilege, type BetRecord } from '@exchange/domain';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useServices } from '../../services.ts';
import { deleteDownlineBet, deleteDownlineBets, matchBets } from '../api.ts';
import type { MatchBetsProps } from '../screens/matchBook/MatchBets.tsx';
import { operatorAtom } from '../state.ts';

/**
 * The downline's open bets on one match or casino table, a page at a time, and deleting them: what the
 * match book and the casino table's book both show. Without the Current Bets privilege (spec 3) nothing
 * is read and `bets` stays undefined. `reloadKey` names the moments to read again at (a refresh, a
 * round's move); `refresh` runs after a delete so the books read again too.
 */
export function useMatchBets(matchId: number, reloadKey: readonly unknown[], refresh: () => void) {
  const { api, toast } = useServices();
  const mayListBets = (useAtomValue(operatorAtom)?.privileges ?? []).includes(privilege.currentBets);
  const [page, setPage] = useState(1);
  const load = useCallback(
    async () => (mayListBets ? matchBets(api, matchId, page) : null),
    [api, matchId, page, mayListBets],
  );
  const loaded = useKeyedLoad(JSON.stringify([matchId, page, ...reloadKey]), load);

  const onDeleteBets = useCallback(
    async (targets: readonly BetRecord[], transactionPassword?: string) => {
      const [only] = targets;
      const message =
        targets.length === 1 && only
          ? await deleteDownlineBet(api, only.id, transactionPassword)
          : await deleteDownlineBets(
              api,
              targets.map((bet) => bet.id),
              transactionPassword ?? '',
            );
      toast.success(message);
      refresh();
    },
    [api, toast, refresh],
  );

  const bets: Omit<MatchBetsProps, 'onDelete'> | undefined = loaded.value
    ? {
        bets: loaded.value.docs.map(betRecordFromWire),
        page,
        totalPages: loaded.value.totalPages,
        onPageChange: setPage,
      }
    : undefined;
  return { bets, error: loaded.error, onDeleteBets };
}
