import { Button } from '@exchange/design-system';
import type { ExportFormat } from '@exchange/domain';
import { useState } from 'react';
import { ApiError } from '../api/api.ts';
import { useServices } from '../services.ts';
import * as styles from '../screens/screen.css.ts';

export interface DownloadButtonsProps {
  /** The files this report downloads as, in the order shown. */
  formats: readonly ExportFormat[];
  /** Makes and saves the file of the report's applied filters, every page of them. */
  download: (format: ExportFormat) => Promise<void>;
}

const labels: Record<ExportFormat, string> = { csv: 'Download CSV', pdf: 'Download PDF' };

/**
 * A report's "Download CSV" (and "Download PDF") buttons: plain buttons (not the form's submit), each
 * busy while its file is made; a failure toasts its message, as a report's own load does.
 */
export function DownloadButtons({ formats, download }: DownloadButtonsProps) {
  const { toast } = useServices();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  return (
    <div className={styles.downloads}>
      {formats.map((format) => (
        <Button
          key={format}
          type="button"
          variant="outline"
          tone="neutral"
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => {
            setBusy(format);
            download(format).then(
              () => setBusy(null),
              (error: unknown) => {
                setBusy(null);
                toast.error(error instanceof ApiError ? error.message : String(error));
              },
            );
          }}
        >
          {labels[format]}
        </Button>
      ))}
    </div>
  );
}
