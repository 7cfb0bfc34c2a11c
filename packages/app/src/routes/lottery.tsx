import type { LotteryItem } from '@exchange/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  buyLotteryTickets,
  lotteryDraw,
  lotteryImage,
  lotteryList,
  type LotteryPurchase,
} from '../api/casinoInt.ts';
import { LotteryScreen } from '../screens/lottery/LotteryScreen.tsx';
import { useServices } from '../services.ts';
import { idempotencyKey } from './idempotencyKey.ts';
import { useLotteryImages } from './useLotteryImages.ts';

const none: readonly LotteryItem[] = [];

/**
 * `/lottery`: lottery-list's draws as cards, each draw's tickets bought through buy-lottery-tickets (the
 * balance follows by the server's push). Spec 8: "A lottery list failure is only logged": no toast, the
 * page shows no draws.
 */
export function Component() {
  const { api, toast } = useServices();
  const [items, setItems] = useState<readonly LotteryItem[] | null>(null);
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let current = true;
    lotteryList(api).then(
      (list) => current && setItems(list),
      (error: unknown) => {
        console.error('lottery-list failed', error);
        if (current) setItems(none);
      },
    );
    return () => {
      current = false;
    };
  }, [api, reads]);
  const loadImage = useCallback((id: string) => lotteryImage(api, id), [api]);
  const loadDraw = useCallback((id: string) => lotteryDraw(api, id), [api]);
  // One key per purchase: a try that failed on the way is retried with it, and buys once.
  const key = useRef(idempotencyKey());
  const onBuy = useCallback(
    async (id: string, purchase: LotteryPurchase) => {
      const message = await buyLotteryTickets(api, id, purchase, key.current);
      key.current = idempotencyKey();
      toast.success(message);
      setReads((count) => count + 1);
    },
    [api, toast],
  );
  const shown = useLotteryImages(items, loadImage);
  return <LotteryScreen items={shown} loading={items === null} loadDraw={loadDraw} onBuy={onBuy} />;
}
