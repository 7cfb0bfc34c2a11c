import { wordmark } from '../wordmark.tsx';
import { displayName } from './tokens.ts';

export const Logo = wordmark(<path d="M3 24 6 8l6 7 4-10 4 10 6-7 3 16z" fill="#e0b02a" />, displayName, 186);
