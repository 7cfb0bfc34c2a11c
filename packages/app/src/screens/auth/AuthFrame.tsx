import { Card, useTheme } from '@exchange/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as styles from '../screen.css.ts';

/** The frame of the signed-out screens: the brand's wordmark over one card, with the policy links. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { meta } = useTheme();
  return (
    <main className={styles.authPage}>
      <div className={styles.authCard}>
        <div className={styles.authLogo}>
          <meta.Logo height={36} />
        </div>
        <Card as="div">
          <div className={styles.form}>
            <h1 className={styles.heading}>{title}</h1>
            {children}
          </div>
        </Card>
        <nav aria-label="Policies" className={styles.links}>
          <Link to="/terms-and-conditions">Terms and Conditions</Link>
          <Link to="/responsible-gaming">Responsible Gaming</Link>
        </nav>
      </div>
    </main>
  );
}
