import { beforeEach } from 'vitest';
import { takePageEvents } from './pageEvents.ts';

// A failed test's first line (the one CI's excerpt keeps) ends with what its pages were told.
beforeEach(({ onTestFailed }) => {
  takePageEvents();
  onTestFailed(({ task }) => {
    const seen = takePageEvents();
    const [error] = task.result?.errors ?? [];
    if (!error || seen.length === 0) return;
    const [first = '', ...rest] = (error.message ?? '').split('\n');
    const told = `${first} [pages saw: ${seen.join('; ')}]`;
    error.message = [told, ...rest].join('\n');
    // The JSON report (npm test's summary of failures) reads the stack, whose first line repeats the message's.
    if (first && error.stack) error.stack = error.stack.replace(first, told);
  });
});
