import { Amount, Dialog, Spinner, Table } from '@exchange/design-system';
import { messages, sportName, type SportId } from '@exchange/domain';
import { Failure } from '../../../forms/Failure.tsx';

/** One event holding a user's exposure (get-exposer-event). */
export interface ExposureEvent {
  readonly matchId: number;
  readonly matchName: string;
  readonly sportId: SportId;
  readonly exposure: number;
}

export interface ExposureView {
  readonly username: string;
  /** Undefined while it loads. */
  readonly events?: readonly ExposureEvent[] | undefined;
  readonly error?: string | undefined;
}

/** A client's exposure figure broken down by event: open while `view` is set. */
export function ExposureDialog({ view, onClose }: { view: ExposureView | null; onClose: () => void }) {
  return (
    <Dialog.Root open={view !== null} onOpenChange={(open) => !open && onClose()}>
      {view && (
        <Dialog.Content
          title={`Exposure: ${view.username}`}
          description="By event, as the open bets hold it."
          size="medium"
        >
          {view.error ? (
            <Failure message={view.error} />
          ) : view.events ? (
            <Table.Root caption={`Exposure of ${view.username} by event`} hideCaption striped>
              <Table.Head>
                <Table.Row>
                  <Table.HeaderCell>Event</Table.HeaderCell>
                  <Table.HeaderCell>Sport</Table.HeaderCell>
                  <Table.HeaderCell numeric>Exposure</Table.HeaderCell>
                </Table.Row>
              </Table.Head>
              <Table.Body emptyText={messages.noDataInTable}>
                {view.events.map((event) => (
                  <Table.Row key={event.matchId}>
                    <Table.Cell>{event.matchName}</Table.Cell>
                    <Table.Cell>{sportName(event.sportId)}</Table.Cell>
                    <Table.Cell numeric>
                      <Amount value={event.exposure} tone="none" />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : (
            <Spinner label="Please wait" />
          )}
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
