import { useState } from 'react';

/**
 * A value the host may own (`value` given) or leave to the widget (starting at `initial`); `onChange`
 * hears every change either way. The host's value is read on every render, never copied into state.
 */
export function useControlled<T>(
  value: T | undefined,
  initial: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(initial);
  const owned = value === undefined;
  return [
    owned ? own : value,
    (next) => {
      if (owned) setOwn(next);
      onChange?.(next);
    },
  ];
}
