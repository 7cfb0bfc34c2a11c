import { useState } from 'react';

/**
 * True from the first render at which `condition` is true, for good. For a part mounted only once first
 * wanted (a lazily loaded dialog from its first opening) and kept after, so that its closing animates.
 */
export function useOnceTrue(condition: boolean): boolean {
  const [was, setWas] = useState(condition);
  // Set during render: the render that first sees the condition already returns true.
  if (condition && !was) setWas(true);
  return was || condition;
}
