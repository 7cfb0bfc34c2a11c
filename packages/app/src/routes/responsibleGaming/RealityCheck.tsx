import { useOnceTrue } from '@exchange/design-system';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { answerRealityCheck, responsibleGamingState } from '../../api/responsibleGaming.ts';
import type { RealityCheckAnswer } from '../../screens/responsibleGaming/RealityCheckDialog.tsx';
import type { RealityCheckState } from '../../screens/responsibleGaming/types.ts';
import { useServices } from '../../services.ts';
import { balanceAtom } from '../../state/atoms.ts';
import { realityCheckRefusalsAtom } from '../../state/realityCheck.ts';
import { isCasinoPlayPath, waitUntilDue } from './casinoPlay.ts';
import { errorMessage } from '../../forms/useSubmission.ts';

/** The reminder's dialog: its module (with the dialog stack) loads when a check first falls due. */
const RealityCheckDialog = lazy(async () => ({
  default: (await import('../../screens/responsibleGaming/RealityCheckDialog.tsx')).RealityCheckDialog,
}));

/**
 * The reality check of a signed-in player (issue 21). While a casino page is open it reads the state and
 * sets a timer for the moment the check is due; a casino call refused `reality_check_due` (anywhere)
 * reads it too. When the server says it is due, the reminder opens; its answer goes to the server (or
 * the player logs out), and the next check's timer is set from the answer.
 */
export function RealityCheck({ pathname }: { pathname: string }) {
  const services = useServices();
  const { api, store } = services;
  const navigate = useNavigate();
  const refusals = useAtomValue(realityCheckRefusalsAtom);
  const onCasino = isCasinoPlayPath(pathname);
  const [check, setCheck] = useState<RealityCheckState | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<RealityCheckAnswer>();
  const [error, setError] = useState<string>();
  // Mounted from the first reminder on, so that closing it animates.
  const reminded = useOnceTrue(open);

  const take = useCallback((next: RealityCheckState) => {
    setCheck(next);
    setOpen(next.due);
  }, []);
  const read = useCallback(
    () =>
      responsibleGamingState(api).then(
        (state) => take(state.realityCheck),
        () => undefined,
      ),
    [api, take],
  );

  useEffect(() => {
    if (onCasino) void read();
  }, [onCasino, read]);
  useEffect(() => {
    if (refusals > 0) void read();
  }, [refusals, read]);

  const watching = onCasino && check !== null && check.applies && check.enabled && !check.due;
  const dueAt = watching ? check.dueAt : undefined;
  // The check's clock is running: read the state again when it says the check is due.
  useEffect(() => {
    if (!dueAt) return;
    const timer = setTimeout(() => void read(), waitUntilDue(dueAt, Date.now()));
    return () => clearTimeout(timer);
  }, [dueAt, read]);
  // Not started yet: the session's first casino bet starts it, and every bet moves the balance.
  const waitingForPlay = watching && dueAt === null;
  useEffect(() => {
    if (!waitingForPlay) return;
    return store.sub(balanceAtom, () => void read());
  }, [waitingForPlay, store, read]);

  async function answer(choice: RealityCheckAnswer) {
    if (choice === 'logout') {
      services.signOut();
      await navigate('/login', { replace: true });
      return;
    }
    setPending(choice);
    setError(undefined);
    try {
      take((await answerRealityCheck(api, choice)).realityCheck);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(undefined);
    }
  }

  if (!check || !reminded) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog
        open={open}
        check={check}
        pending={pending}
        error={error}
        onAnswer={(choice) => void answer(choice)}
        onDismiss={() => setOpen(false)}
      />
    </Suspense>
  );
}
