import { Button, Card, Inline, TextField } from '@exchange/design-system';
import { newsMaxLength, roleLabels, saveNewsRequestSchema, type NewsItem } from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import { Failure } from '../../../forms/Failure.tsx';
import { useSubmission } from '../../../forms/useSubmission.ts';
import { fieldErrors } from '../../../screens/formErrors.ts';
import { NewsTicker } from '../../../screens/news/NewsTicker.tsx';
import type { ReportStatus } from '../../../screens/reports/ReportFrame.tsx';
import * as screen from '../../../screens/screen.css.ts';
import * as styles from '../admin.css.ts';
import { ScreenTitle } from './ScreenTitle.tsx';

export interface MessagesScreenProps {
  /** Whose line the form edits: the signed-in admin's. */
  username: string;
  /** The ticker as the operator's players see it: the lines from above, then its own. */
  lines: readonly NewsItem[];
  status: ReportStatus;
  error?: string | undefined;
  /** Saves the operator's line ('' takes it off); a rejection's message is shown on the form. */
  onSave: (text: string) => Promise<void>;
}

function MessageForm({ own, onSave }: { own: NewsItem | undefined; onSave: MessagesScreenProps['onSave'] }) {
  const [text, setText] = useState(own?.text ?? '');
  const [error, setError] = useState<string>();
  const { failure, pending, send } = useSubmission();

  async function save(next: string) {
    const read = fieldErrors(saveNewsRequestSchema, { text: next });
    setError(read.ok ? undefined : read.errors['text']);
    if (!read.ok) return;
    await send(() => onSave(read.output.text));
  }

  return (
    <form
      className={screen.form}
      noValidate
      aria-busy={pending}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void save(text);
      }}
    >
      <Failure message={failure} />
      <TextField
        label="Your message"
        name="text"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint={`${text.trim().length} of ${newsMaxLength} characters. Every player below you sees it.`}
        error={error}
      />
      <Inline alignY="center" space="xsmall" className={styles.actions}>
        <Button type="submit" loading={pending}>
          Save
        </Button>
        {own && (
          <Button
            type="button"
            variant="soft"
            tone="critical"
            disabled={pending}
            onClick={() => void save('')}
          >
            Remove
          </Button>
        )}
      </Inline>
    </form>
  );
}

/**
 * `messages`: the admin's line on the players' news ticker (get-news, save-news), with the lines of the
 * admins above it that its players see too, and the ticker as they see it.
 */
export function MessagesScreen({ username, lines, status, error, onSave }: MessagesScreenProps) {
  const own = lines.find((line) => line.username.toLowerCase() === username.toLowerCase());
  const above = lines.filter((line) => line !== own);
  return (
    <div className={screen.page}>
      <ScreenTitle>Messages</ScreenTitle>
      <Failure message={status === 'error' && error} />
      {/* Mounted again with each saved line, so the field starts from what the server holds. */}
      {status !== 'loading' && <MessageForm key={own?.updatedAt ?? 'none'} own={own} onSave={onSave} />}
      <Card as="section" aria-labelledby="ticker-preview">
        <div className={screen.form}>
          <h2 id="ticker-preview" className={screen.subheading}>
            What your players see
          </h2>
          {lines.length > 0 ? (
            <NewsTicker lines={lines} />
          ) : (
            <p className={screen.muted}>No news on the ticker.</p>
          )}
          {above.length > 0 && (
            <ul className={screen.proseList}>
              {above.map((line) => (
                <li key={line.username}>
                  From {line.username} ({roleLabels[line.role]}): {line.text}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>
    </div>
  );
}
