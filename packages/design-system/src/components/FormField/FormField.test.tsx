import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { FormField } from './FormField.tsx';

describe('FormField', () => {
  it('labels the control and describes it with the hint', async () => {
    await renderThemed(
      <FormField label="Stake" hint="Between 100 and 100000">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = page.getByLabelText('Stake');
    await expect.element(input).toHaveAccessibleDescription('Between 100 and 100000');
    await expect.element(input).not.toBeInvalid();
  });

  it('marks the control invalid and announces the error instead of the hint', async () => {
    await renderThemed(
      <FormField label="Stake" hint="Between 100 and 100000" error="Fill this field.">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = page.getByLabelText('Stake');
    await expect.element(input).toBeInvalid();
    await expect.element(input).toHaveAccessibleDescription('Fill this field.');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Fill this field.');
    await expectNoAxeViolations();
  });
});
