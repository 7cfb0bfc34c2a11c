import { useCallback, useState } from 'react';
import { lotteryImage, lotteryList } from '../../api/casinoInt.ts';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useLotteryImages } from '../../routes/useLotteryImages.ts';
import { useServices } from '../../services.ts';
import { addLotteryItem, closeLotteryItem, editLotteryItem } from '../lotteryApi.ts';
import { LotteryAdminScreen } from '../screens/lottery/LotteryAdminScreen.tsx';

/**
 * `/admin/lottery`: the lottery-list the players see, each draw added (with its image), edited or closed
 * by the Super Admin; the list is read again after each change.
 */
export function Component() {
  const { api, toast } = useServices();
  const [attempt, setAttempt] = useState(0);
  const load = useCallback(() => lotteryList(api), [api]);
  const list = useKeyedLoad(`lottery-list:${attempt}`, load);
  const loadImage = useCallback((id: string) => lotteryImage(api, id), [api]);
  const items = useLotteryImages(list.value, loadImage);
  const changed = (message: string) => {
    toast.success(message);
    setAttempt((count) => count + 1);
  };
  return (
    <LotteryAdminScreen
      items={items}
      status={list.status}
      error={list.error}
      onSave={async (id, values, image) => {
        if (id !== undefined) changed(await editLotteryItem(api, id, values, image));
        else if (image && 'price' in values) changed(await addLotteryItem(api, values, image));
      }}
      onCloseItem={async (id) => changed(await closeLotteryItem(api, id))}
    />
  );
}
