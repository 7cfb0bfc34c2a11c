import { Card, Inline, useTheme } from '@exchange/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CentredPage } from '../info/CentredPage.tsx';
import * as styles from '../screen.css.ts';

/** The frame of the signed-out screens: the brand's wordmark over one card, with the policy links. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { meta } = useTheme();
  return (
    <CentredPage>
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
        <Inline as="nav" aria-label="Policies" align="center" space="medium" className={styles.links}>
          <Link to="/terms-and-conditions">Terms and Conditions</Link>
          <Link to="/responsible-gaming">Responsible Gaming</Link>
        </Inline>
      </div>
    </CentredPage>
  );
}
