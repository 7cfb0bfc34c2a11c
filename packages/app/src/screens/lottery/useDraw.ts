import type { LotteryDraw } from '@exchange/domain';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../forms/useSubmission.ts';

/**
 * A draw as GET lottery-draw answers it, read when the dialog opens and again whenever `reads` changes
 * (the numbers taken may have changed since); a failure's message, for the dialog to show.
 */
export function useDraw(id: string, loadDraw: (id: string) => Promise<LotteryDraw>, reads = 0) {
  const [draw, setDraw] = useState<LotteryDraw | null>(null);
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    let current = true;
    loadDraw(id).then(
      (loaded) => current && setDraw(loaded),
      (reason: unknown) => current && setFailure(errorMessage(reason)),
    );
    return () => {
      current = false;
    };
  }, [id, loadDraw, reads]);
  return { draw, failure, setFailure };
}
