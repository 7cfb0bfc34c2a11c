import { EmptyState } from '@exchange/design-system';
import { messages } from '@exchange/domain';

/** Spec 2: "The layout has a maintenance child that shows the text 'Under Main'." */
export function UnderMaintenanceScreen() {
  return (
    <EmptyState
      title={messages.underMaintenance}
      description="The site is being updated. Please come back in a few minutes."
    />
  );
}
