import { EmptyState } from '@exchange/design-system';
import { messages } from '@exchange/domain';
import { Link } from 'react-router';
import { CentredPage } from './CentredPage.tsx';

/**
 * Spec 2: "The layout has a maintenance child that shows the text 'Under Main'." Where a player lands
 * when the server refuses it for maintenance (signed out, so a page of its own); signing in again is the
 * way back once the site is open.
 */
export function UnderMaintenanceScreen() {
  return (
    <CentredPage>
      <EmptyState
        title={messages.underMaintenance}
        description="The site is being updated. Please come back in a few minutes."
      >
        <Link to="/login">Sign in again</Link>
      </EmptyState>
    </CentredPage>
  );
}
