import type { LotteryItem } from '@exchange/domain';
import { useEffect, useState } from 'react';

const noItems: readonly LotteryItem[] = [];

/**
 * The draws with each image shown from an object URL: an item's `image` is the path of GET
 * lottery-image/:id, which needs the session's token, so `load` fetches it by the item's id. The URLs are
 * revoked when the list changes or the page goes; an image that fails to load leaves its card without one
 * (the list is what matters, spec 8 only logs its failure).
 */
export function useLotteryImages(
  list: readonly LotteryItem[] | null,
  load: (id: string) => Promise<Blob>,
): readonly LotteryItem[] {
  // One empty list for every render without one: a new array each time would fetch again forever.
  const items = list ?? noItems;
  const [urls, setUrls] = useState<{ items: readonly LotteryItem[]; byId: ReadonlyMap<string, string> }>();
  useEffect(() => {
    let current = true;
    const made: string[] = [];
    const withImage = items.filter((item) => item.image !== '');
    void Promise.all(
      withImage.map((item) =>
        load(item.id).then(
          (blob) => {
            const url = URL.createObjectURL(blob);
            made.push(url);
            return [item.id, url] as const;
          },
          (error: unknown) => {
            console.error(`Lottery image ${item.id} did not load`, error);
            return undefined;
          },
        ),
      ),
    ).then((pairs) => {
      if (current) setUrls({ items, byId: new Map(pairs.filter((pair) => pair !== undefined)) });
    });
    return () => {
      current = false;
      made.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [items, load]);
  const byId = urls?.items === items ? urls.byId : undefined;
  return items.map((item) => ({ ...item, image: byId?.get(item.id) ?? '' }));
}
