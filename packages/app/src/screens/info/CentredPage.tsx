import { Box } from '@exchange/design-system';
import type { ReactNode } from 'react';
import * as styles from '../screen.css.ts';

/** A page outside the shells (sign-in, an error, maintenance): its one child in the middle of the window. */
export function CentredPage({ children }: { children: ReactNode }) {
  return (
    <Box
      as="main"
      display="flex"
      alignItems="center"
      justifyContent="center"
      padding="medium"
      className={styles.authPage}
    >
      {children}
    </Box>
  );
}
