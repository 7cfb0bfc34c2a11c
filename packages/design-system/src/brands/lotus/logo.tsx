import { wordmark } from '../wordmark.tsx';
import { displayName } from './tokens.ts';

export const Logo = wordmark(
  <path
    d="M16 4c4 5 4 12 0 20-4-8-4-15 0-20zm-2 20C8 22 4 17 3 11c6 1 10 6 11 13zm4 0c1-7 5-12 11-13-1 6-5 11-11 13z"
    fill="#ff6f59"
  />,
  displayName,
  166,
);
