/** Spec 1: "Sport ids: 1 Soccer, 2 Tennis, 4 Cricket, 7 Horse Racing, 4339 Greyhound Racing, 5000 Casino." */
export const sports = [
  { id: 1, name: 'Soccer' },
  { id: 2, name: 'Tennis' },
  { id: 4, name: 'Cricket' },
  { id: 7, name: 'Horse Racing' },
  { id: 4339, name: 'Greyhound Racing' },
  { id: 5000, name: 'Casino' },
] as const;

export type SportId = (typeof sports)[number]['id'];
export const sportIds: readonly SportId[] = sports.map((sport) => sport.id);

export const sportIdsByName = {
  soccer: 1,
  tennis: 2,
  cricket: 4,
  horseRacing: 7,
  greyhoundRacing: 4339,
  casino: 5000,
} as const satisfies Record<string, SportId>;

export function isSportId(value: number): value is SportId {
  return (sportIds as readonly number[]).includes(value);
}

/** The sport's display name, or undefined for an unknown id. */
export function sportName(id: number): string | undefined {
  return sports.find((sport) => sport.id === id)?.name;
}
