import { wordmark } from '../wordmark.tsx';
import { displayName } from './tokens.ts';

export const Logo = wordmark(<path d="M16 3 29 28H21l-5-10-5 10H3z" fill="#f5a623" />, displayName, 180);
