import type { LotteryItem } from '@exchange/domain';
import { useCallback, useEffect, useState } from 'react';
import { lotteryImage, lotteryList } from '../api/casinoInt.ts';
import { LotteryScreen } from '../screens/lottery/LotteryScreen.tsx';
import { useServices } from '../services.ts';
import { useLotteryImages } from './useLotteryImages.ts';

const none: readonly LotteryItem[] = [];

/**
 * `/lottery`: lottery-list's draws as cards. Spec 8: "A lottery list failure is only logged": no toast,
 * the page shows no draws.
 */
export function Component() {
  const { api } = useServices();
  const [items, setItems] = useState<readonly LotteryItem[] | null>(null);
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
  }, [api]);
  const loadImage = useCallback((id: string) => lotteryImage(api, id), [api]);
  const shown = useLotteryImages(items, loadImage);
  return <LotteryScreen items={shown} loading={items === null} />;
}
