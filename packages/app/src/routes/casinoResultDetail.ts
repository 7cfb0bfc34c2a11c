import type { CasinoResult } from '@exchange/domain';
import { useEffect, useState } from 'react';
import { ApiError } from '../api/api.ts';
import { doneResults, resultHtml } from '../api/casino.ts';
import type { ResultDetail } from '../screens/casino/ResultDialog.tsx';
import { useServices } from '../services.ts';

/** A round to show: its game and id, and its result record when the page already has it. */
export interface ResultTarget {
  readonly matchId: number;
  readonly slug: string;
  readonly gameName: string;
  readonly mid: string;
  readonly result?: CasinoResult;
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

/**
 * The result dialog's detail: the server's HTML (result by market id) and, unless given, the round's
 * result record with its proof (done-results with the round id), fetched when a round is opened.
 */
export function useResultDetail() {
  const { api } = useServices();
  const [target, setTarget] = useState<ResultTarget | null>(null);
  const [loaded, setLoaded] = useState<{
    mid: string;
    html?: string;
    result?: CasinoResult;
    error?: string;
  } | null>(null);

  useEffect(() => {
    if (!target) return;
    let current = true;
    const { matchId, slug, mid } = target;
    const record = target.result
      ? Promise.resolve(target.result)
      : doneResults(api, matchId, 1, { date: '', roundId: mid }).then((page) =>
          page.items.find((item) => item.mid === mid),
        );
    void Promise.all([resultHtml(api, slug, mid), record]).then(
      ([html, result]) => current && setLoaded({ mid, html, ...(result && { result }) }),
      (error: unknown) => current && setLoaded({ mid, error: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, target]);

  const mine = target && loaded?.mid === target.mid ? loaded : null;
  const detail: ResultDetail | null = target && {
    gameName: target.gameName,
    mid: target.mid,
    result: target.result ?? mine?.result ?? null,
    html: mine?.html ?? null,
    error: mine?.error,
  };
  return { detail, open: setTarget, close: () => setTarget(null) };
}
