import { reportDateBounds, type DateBounds } from '@exchange/domain';
import { useState } from 'react';

/**
 * The bounds every report's and statement's date inputs share (spec 5): no date after today, none before
 * the history the reports keep. Fixed when the screen opens; a screen left open past midnight keeps
 * yesterday's "today" until it is opened again, which refuses nothing the server would take.
 */
export function useReportDateBounds(): DateBounds {
  const [bounds] = useState(() => reportDateBounds(new Date()));
  return bounds;
}
