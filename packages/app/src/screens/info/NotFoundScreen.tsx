import { NotFound } from '@exchange/design-system';
import { messages } from '@exchange/domain';
import { Link } from 'react-router';
import * as styles from '../screen.css.ts';

/** Spec 2: any unknown path, and /not-found: 'Opps! Page not found.' with a Go to Home link. */
export function NotFoundScreen() {
  return (
    <main className={styles.authPage}>
      <NotFound
        title={messages.pageNotFound}
        renderLink={({ href, className, children }) => (
          <Link to={href} className={className}>
            {children}
          </Link>
        )}
      />
    </main>
  );
}
