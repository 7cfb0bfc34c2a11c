import type { ReactNode } from 'react';
import { Box } from '../components/Box/Box.tsx';

/** A placeholder item for the layout primitives' stories and tests: a tinted box that shows its bounds. */
export function Sample({ children, minHeight }: { children: ReactNode; minHeight?: number }) {
  return (
    <Box
      padding="small"
      background="surfaceSunken"
      borderRadius="medium"
      style={minHeight === undefined ? undefined : { minHeight }}
    >
      {children}
    </Box>
  );
}
