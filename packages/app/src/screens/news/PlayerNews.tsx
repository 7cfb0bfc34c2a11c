import type { NewsItem } from '@exchange/domain';
import { useEffect, useState } from 'react';
import { whenIdle } from '../../schedule/whenIdle.ts';
import { useServices } from '../../services.ts';
import { newsLines } from './newsApi.ts';
import { NewsTicker } from './NewsTicker.tsx';

/** How often an open page asks for news again: an admin's new line reaches players within this. */
const refreshMs = 5 * 60 * 1000;
/** The first read waits this long after the page opens: a marquee no one reads in its first second. */
const firstReadDelayMs = 1000;

/**
 * The player shell's ticker, fed by get-news once the page has shown and every few minutes after. A failed read
 * keeps the lines shown and says nothing: the ticker is not worth a toast on every page.
 */
export function PlayerNews() {
  const { api } = useServices();
  const [lines, setLines] = useState<readonly NewsItem[]>([]);
  useEffect(() => {
    let current = true;
    const read = () =>
      newsLines(api).then(
        (next) => current && setLines(next),
        () => undefined,
      );
    // Once the page has shown: the ticker is the least of what a page opens with.
    const cancelFirst = whenIdle(() => void read(), firstReadDelayMs);
    const timer = setInterval(() => void read(), refreshMs);
    return () => {
      current = false;
      cancelFirst();
      clearInterval(timer);
    };
  }, [api]);
  return <NewsTicker lines={lines} />;
}
