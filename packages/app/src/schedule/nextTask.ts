/** Resolves in a task of its own, after what the caller's task still has to do. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
