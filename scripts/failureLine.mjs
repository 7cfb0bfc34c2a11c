// A failed test as `npm test`'s summary names it: where, which test, and why, on one line. The reason is
// what CI's short excerpt of the run keeps, so a failure seen only there can still be understood.
import { stripVTControlCharacters } from 'node:util';

export function failureLine(where, test) {
  const [message = ''] = test.failureMessages ?? [];
  const lines = stripVTControlCharacters(message).split('\n');
  const reason = (lines.find((line) => line.trim() !== '') ?? '').trim();
  const short = reason.length > 1000 ? `${reason.slice(0, 1000)}…` : reason;
  return `${where}: ${test.fullName}${short ? ` — ${short}` : ''}`;
}
