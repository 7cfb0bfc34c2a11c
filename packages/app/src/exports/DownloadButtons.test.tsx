import type { ExportFormat } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { ApiError } from '../api/api.ts';
import { ServicesContext, type Services } from '../services.ts';
import { DownloadButtons } from './DownloadButtons.tsx';

/** The buttons with services whose toasts are recorded; `download` settles when the test says. */
function renderButtons(download: (format: ExportFormat) => Promise<void>) {
  const errors: string[] = [];
  const services = { toast: { error: (message: string) => errors.push(message) } } as unknown as Services;
  render(
    <ServicesContext.Provider value={services}>
      <form>
        <DownloadButtons formats={['csv', 'pdf']} download={download} />
      </form>
    </ServicesContext.Provider>,
  );
  return errors;
}

describe('DownloadButtons', () => {
  it('downloads the asked format from the keyboard, busy until the file is made', async () => {
    const asked: ExportFormat[] = [];
    let finish = () => {};
    renderButtons((format) => {
      asked.push(format);
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const csv = page.getByRole('button', { name: 'Download CSV' });
    await userEvent.tab();
    await expect.element(csv).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(asked).toEqual(['csv']);
    await expect.element(page.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    finish();
    await expect.element(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect(asked).toEqual(['csv', 'pdf']);
  });

  it("toasts the server's message when a download is refused", async () => {
    const errors = renderButtons(() =>
      Promise.reject(new ApiError('Choose a shorter period', 400, null, null)),
    );
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await expect.poll(() => errors).toEqual(['Choose a shorter period']);
  });
});
