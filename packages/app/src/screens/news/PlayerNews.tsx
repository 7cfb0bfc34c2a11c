import type { NewsItem } from '@exchange/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services.ts';
import { newsLines } from './newsApi.ts';
import { NewsTicker } from './NewsTicker.tsx';

/** How often an open page asks for news again: an admin's new line reaches players within this. */
const refreshMs = 5 * 60 * 1000;

/**
 * The player shell's ticker: the lines read as the page opened (the layout's loader), then get-news every
 * few minutes. A failed read keeps the lines shown and says nothing: the ticker is not worth a toast on
 * every page.
 */
export function PlayerNews({ initial }: { initial: readonly NewsItem[] }) {
  const { api } = useServices();
  const [lines, setLines] = useState(initial);
  // The loader's lines again when it reads again (a revalidation), as React's docs adjust state to a prop.
  const [shownInitial, setShownInitial] = useState(initial);
  if (shownInitial !== initial) {
    setShownInitial(initial);
    setLines(initial);
  }
  useEffect(() => {
    let current = true;
    const read = () =>
      newsLines(api).then(
        (next) => current && setLines(next),
        () => undefined,
      );
    const timer = setInterval(() => void read(), refreshMs);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [api]);
  return <NewsTicker lines={lines} />;
}
