import { useCallback, useState } from 'react';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useServices } from '../../services.ts';
import { casinoResultHtml } from '../casinoApi.ts';
import { ResultDialog } from '../screens/casino/ResultDialog.tsx';

/** The result modal of a game's round: `open(mid)` reads casino-result-by-market and shows its HTML. */
export function useResultDialog(slug: string) {
  const { api } = useServices();
  const [mid, setMid] = useState<string | null>(null);
  const load = useCallback(
    async () => (mid === null ? undefined : casinoResultHtml(api, slug, mid)),
    [api, slug, mid],
  );
  const detail = useKeyedLoad(JSON.stringify([slug, mid]), load);
  return {
    open: setMid,
    element: (
      <ResultDialog
        mid={mid}
        html={detail.status === 'ready' ? (detail.value ?? undefined) : undefined}
        error={detail.status === 'error' ? detail.error : undefined}
        onClose={() => setMid(null)}
      />
    ),
  };
}
