/** A login account in the list, in the screen's words. */
export interface LoginAccountRow {
  readonly id: string;
  readonly username: string;
  readonly fullName: string;
  readonly privileges: readonly number[];
  readonly locked: boolean;
  readonly createdAt: string;
}
