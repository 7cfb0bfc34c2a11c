import { describe, expect, it } from 'vitest';
import { nextTask } from './nextTask.ts';

describe('nextTask', () => {
  it("resolves in a later task: after the caller's microtasks and the tasks queued before it", async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'));
    const resolved = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    order.push('microtask');
    await resolved;
    expect(order).toEqual(['microtask', 'task queued before', 'next task']);
  });
});
