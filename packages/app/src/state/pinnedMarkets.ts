import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { userAtom } from './atoms.ts';

/**
 * The markets each player pinned on this device, by market name: a market type is named the same on every
 * match, so "Over/Under 2.5 Goals" pinned once comes first on every soccer match. Kept per player, as two
 * players may share a device.
 */
const pinsByPlayerAtom = atomWithStorage<Readonly<Record<string, readonly string[]>>>(
  'playerPinnedMarkets',
  {},
  undefined,
  { getOnInit: true },
);

/** The signed-in player's pinned market names; set `[name, pinned]` to pin or unpin one. */
export const pinnedMarketsAtom = atom(
  (get): readonly string[] => {
    const user = get(userAtom);
    return (user && get(pinsByPlayerAtom)[user._id]) ?? [];
  },
  (get, set, [name, pinned]: readonly [name: string, pinned: boolean]) => {
    const user = get(userAtom);
    if (!user) return;
    const all = get(pinsByPlayerAtom);
    const own = (all[user._id] ?? []).filter((held) => held !== name);
    set(pinsByPlayerAtom, { ...all, [user._id]: pinned ? [...own, name] : own });
  },
);
