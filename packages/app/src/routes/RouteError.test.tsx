import { pageErrorMessages, refusalMessages, sessionEndedMessages } from '@exchange/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { ApiError } from '../api/api.ts';
import { RouteError } from './RouteError.tsx';

/** A route whose loader fails with `error`, under the error element the app's roots use. */
function renderFailing(path: string, error: unknown) {
  const router = createMemoryRouter(
    [
      {
        path,
        ErrorBoundary: RouteError,
        loader: () => {
          throw error;
        },
        Component: () => null,
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('the routes’ error element', () => {
  it('shows a calm message and a way home, never the stack', async () => {
    const error = new Error('boom');
    error.stack = 'Error: boom\n    at secretFrame (app.js:1:1)';
    await renderFailing('/bethistory', error);
    await expect.element(page.getByRole('heading', { name: pageErrorMessages.title })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: pageErrorMessages.home }))
      .toHaveAttribute('href', '/');
    await expect.element(page.getByRole('button', { name: pageErrorMessages.retry })).toBeVisible();
    expect(document.body.textContent).not.toContain('secretFrame');
    expect(document.body.textContent).not.toContain('Unexpected Application Error');
  });

  it("leads the panel's failures home to the panel", async () => {
    await renderFailing('/admin/dashbaord', new Error('boom'));
    await expect
      .element(page.getByRole('link', { name: pageErrorMessages.home }))
      .toHaveAttribute('href', '/admin');
  });

  it('a 401 for an ended session says why and leads to that side’s login page', async () => {
    const ended = new ApiError(refusalMessages.sessionEnded, 401, { sessionEnded: 'login' }, 'session_ended');
    await renderFailing('/admin/unsettledbet', ended);
    await expect.element(page.getByRole('heading', { name: pageErrorMessages.signedOutTitle })).toBeVisible();
    await expect.element(page.getByText(sessionEndedMessages.login)).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: pageErrorMessages.login }))
      .toHaveAttribute('href', '/admin/login?signedOut=login');
  });
});
