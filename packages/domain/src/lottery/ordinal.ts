/** A prize's place in words a player reads: 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st. */
export function ordinal(rank: number): string {
  const teen = rank % 100 >= 11 && rank % 100 <= 13;
  const suffixes: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };
  return `${rank}${teen ? 'th' : (suffixes[rank % 10] ?? 'th')}`;
}
