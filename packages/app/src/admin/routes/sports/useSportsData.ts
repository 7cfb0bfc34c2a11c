import { isSportId, type SportId } from '@exchange/domain';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../api/api.ts';
import { useKeyedLoad } from '../../../routes/useKeyedLoad.ts';
import { useServices } from '../../../services.ts';

/**
 * A sports screen's data, fetched again when its key changes or after an action (`reload`); a failed read
 * toasts the server's message and keeps what was shown.
 */
export function useSportsData<T>(key: string, load: () => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const loaded = useKeyedLoad(`${key}#${attempt}`, load);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...loaded, reload };
}

/**
 * Runs an admin's action: the server's message as a toast, then the screen read again. A refusal is
 * rethrown for the dialog that asked to show it.
 */
export function useAction(reload: () => void) {
  const { toast } = useServices();
  return useCallback(
    async (send: () => Promise<string>) => {
      toast.success(await send());
      reload();
    },
    [toast, reload],
  );
}

/**
 * Runs a switch flipped in a table row (no dialog to show a refusal in): the server's message, or its
 * refusal, as a toast; then the screen is read again, so the switch shows what the server holds.
 */
export function useSwitchAction(reload: () => void) {
  const { toast } = useServices();
  return useCallback(
    async (send: () => Promise<string>) => {
      try {
        toast.success(await send());
      } catch (error) {
        toast.error(error instanceof ApiError ? error.message : String(error));
      }
      reload();
    },
    [toast, reload],
  );
}

/** The sport of a path (`series/4`), or undefined for anything that is not one of spec 1's ids. */
export function sportOfParam(param: string | undefined): SportId | undefined {
  const id = Number(param);
  return param !== undefined && /^\d+$/.test(param) && isSportId(id) ? id : undefined;
}

/** A match id of a path, or undefined. */
export function matchOfParam(param: string | undefined): number | undefined {
  return param !== undefined && /^\d{1,15}$/.test(param) ? Number(param) : undefined;
}
