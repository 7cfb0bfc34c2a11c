import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { Failure } from './Failure.tsx';
import { useSubmission, type SubmissionOptions } from './useSubmission.ts';

type Request = Parameters<ReturnType<typeof useSubmission>['send']>[0];

/** A form as the app's forms use the hook: one field's error, the refusal above the buttons, the outcome. */
function Form({ request, options }: { request: Request; options?: SubmissionOptions }) {
  const { errors, failure, pending, reset, send } = useSubmission(options);
  const [outcome, setOutcome] = useState('none');
  return (
    <form aria-busy={pending}>
      <Failure message={failure} />
      <input aria-label="Name" defaultValue="Alice" />
      {errors['name'] && <span>Name: {errors['name']}</span>}
      <p>{pending ? 'Sending' : 'Idle'}</p>
      <p>Went through: {outcome}</p>
      <button type="button" onClick={() => void send(request).then((done) => setOutcome(String(done)))}>
        Send
      </button>
      <button type="button" onClick={reset}>
        Forget
      </button>
    </form>
  );
}

const send = () => page.getByRole('button', { name: 'Send' }).click();

describe('useSubmission', () => {
  it('shows a field-errors answer beside the field, with nothing above the buttons, and says it did not go through', async () => {
    await render(<Form request={async () => ({ name: 'Name is taken' })} />);
    await send();
    await expect.element(page.getByText('Name: Name is taken')).toBeVisible();
    await expect.element(page.getByText('Went through: false')).toBeVisible();
    expect(page.getByRole('alert').elements()).toHaveLength(0);
    await expect.element(page.getByLabelText('Name')).toHaveValue('Alice');
  });

  it("shows a rejection's message as an alert, and a second try clears it before it goes", async () => {
    let answer: Request = async () => {
      throw new Error('Insufficient balance');
    };
    await render(<Form request={() => answer()} />);
    await send();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Insufficient balance');
    await expect.element(page.getByText('Went through: false')).toBeVisible();
    answer = async () => undefined;
    await send();
    await expect.element(page.getByText('Went through: true')).toBeVisible();
    expect(page.getByRole('alert').elements()).toHaveLength(0);
  });

  it('is pending while the request is on its way, and not once it is answered', async () => {
    // Answered only when the test says so.
    let answer: () => void = () => undefined;
    const request = () => new Promise<void>((resolve) => (answer = resolve));
    await render(<Form request={request} />);
    await expect.element(page.getByText('Idle')).toBeVisible();
    await send();
    await expect.element(page.getByText('Sending')).toBeVisible();
    answer();
    await expect.element(page.getByText('Idle')).toBeVisible();
    await expect.element(page.getByText('Went through: true')).toBeVisible();
  });

  it('forgets the field errors and the refusal on reset', async () => {
    let answer: Request = async () => ({ name: 'Name is taken' });
    await render(<Form request={() => answer()} />);
    await send();
    await expect.element(page.getByText('Name: Name is taken')).toBeVisible();
    answer = async () => {
      throw new Error('Closed for maintenance');
    };
    await send();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Closed for maintenance');
    expect(page.getByText('Name: Name is taken').elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Forget' }).click();
    expect(page.getByRole('alert').elements()).toHaveLength(0);
  });

  it('stays pending after a success when the page moves on by itself, but not after a refusal', async () => {
    let answer: Request = async () => {
      throw new Error('Wrong password');
    };
    await render(<Form request={() => answer()} options={{ busyAfterSuccess: true }} />);
    await send();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Wrong password');
    await expect.element(page.getByText('Idle')).toBeVisible();
    answer = async () => undefined;
    await send();
    await expect.element(page.getByText('Went through: true')).toBeVisible();
    await expect.element(page.getByText('Sending')).toBeVisible();
  });

  it("shows the failure it starts with until the first try, and words a rejection the form's own way", async () => {
    await render(
      <Form
        request={async () => {
          throw new Error('limit');
        }}
        options={{ initialFailure: 'Signed in elsewhere', describe: (error) => `Refused: ${String(error)}` }}
      />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Signed in elsewhere');
    await send();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Refused: Error: limit');
  });
});
