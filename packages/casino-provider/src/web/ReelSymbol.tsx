import type { ReactElement } from 'react';
import type { SlotSymbol } from '../games/luckyReels.ts';
import * as styles from './LuckyReels.css.ts';

/** Each symbol drawn in `currentColor` on a 48-unit box; its colour is a theme token (LuckyReels.css.ts). */
const drawings: Record<SlotSymbol, ReactElement> = {
  seven: <path d="M10 8h28v6L22 42h-8l15-27H10z" />,
  bar: (
    <>
      <rect x="4" y="15" width="40" height="18" rx="4" />
      <text x="24" y="29" textAnchor="middle" fontSize="13" fontWeight="700" className={styles.barText}>
        BAR
      </text>
    </>
  ),
  bell: (
    <path d="M24 6c-2 0-3 1-3 3v1c-6 2-9 7-9 13v8l-4 5v2h32v-2l-4-5v-8c0-6-3-11-9-13V9c0-2-1-3-3-3zm-5 33a5 5 0 0 0 10 0z" />
  ),
  plum: (
    <>
      <ellipse cx="24" cy="28" rx="14" ry="15" />
      <path d="M24 13c2-5 7-8 12-7-2 5-6 8-12 7z" />
    </>
  ),
  lemon: <path d="M6 25c0-9 9-16 18-16s18 7 18 16-9 15-18 15S6 34 6 25zm-3 0 4-3v6zm42 0-4-3v6z" />,
  cherry: (
    <>
      <circle cx="15" cy="34" r="9" />
      <circle cx="33" cy="34" r="9" />
      <path d="M15 25c2-8 8-15 17-19l1 2c-7 4-12 10-15 17zm18 0c0-7-1-13-2-17l2-1c2 5 3 11 3 18z" />
    </>
  ),
};

export function ReelSymbol({ symbol }: { symbol: SlotSymbol }) {
  return (
    <svg viewBox="0 0 48 48" className={styles.symbol[symbol]} aria-hidden="true" focusable="false">
      {drawings[symbol]}
    </svg>
  );
}
