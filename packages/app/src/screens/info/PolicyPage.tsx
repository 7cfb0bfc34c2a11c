import { Stack, useTheme } from '@exchange/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as styles from '../screen.css.ts';

/** A public policy page: readable without signing in, with the way back. */
export function PolicyPage({ title, children }: { title: string; children: ReactNode }) {
  const { meta } = useTheme();
  return (
    <Stack as="main" align="center" space="large" paddingY="xlarge" paddingX="medium">
      <Link to="/" className={styles.authLogo} aria-label={`${meta.displayName} home`}>
        <meta.Logo height={32} />
      </Link>
      <Stack as="article" space="medium" className={styles.prose}>
        <h1 className={styles.heading}>{title}</h1>
        {children}
      </Stack>
    </Stack>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" space="medium" className={styles.prose} aria-label={title}>
      <h2 className={styles.subheading}>{title}</h2>
      {children}
    </Stack>
  );
}
