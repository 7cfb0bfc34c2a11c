/** Every answer of the APIs: `{ error, message, data }` (docs/ARCHITECTURE.md). */
export interface Envelope<T> {
  error: boolean;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'Success'): Envelope<T> {
  return { error: false, message, data };
}
