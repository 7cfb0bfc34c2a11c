import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { StakeSettings } from './StakeSettings.tsx';

const stake = (n: number) => page.getByRole('spinbutton', { name: `Stake ${n}` });
const values = () =>
  page
    .getByRole('spinbutton')
    .elements()
    .map((input) => (input as HTMLInputElement).value);

describe('StakeSettings', () => {
  it('edits, adds and removes stakes and saves them in order', async () => {
    const onSave = vi.fn();
    await renderWidget(<StakeSettings defaultOpen stakes={[100, 500, 1000]} onSave={onSave} />);
    await stake(2).fill('750');
    await page.getByRole('button', { name: 'Add stake' }).click();
    await expect.element(stake(4)).toHaveFocus();
    await userEvent.keyboard('2500');
    await page.getByRole('button', { name: 'Remove stake 1' }).click();
    expect(values()).toEqual(['750', '1000', '2500']);
    await page.getByRole('button', { name: 'Save' }).click();
    expect(onSave).toHaveBeenCalledWith([750, 1000, 2500]);
    await expect.element(page.getByRole('status')).toHaveTextContent('Stake buttons saved');
  });

  it('works from the keyboard: Enter saves from a field', async () => {
    const onSave = vi.fn();
    await renderWidget(<StakeSettings defaultOpen stakes={[100, 500]} onSave={onSave} />);
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(stake(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onSave).toHaveBeenCalledWith([101, 500]);
  });

  it('refuses to save invalid stakes, says why next to each, and focuses the first', async () => {
    const onSave = vi.fn();
    await renderWidget(
      <StakeSettings defaultOpen stakes={[100, 500, 1000]} minStake={100} maxStake={50000} onSave={onSave} />,
    );
    await stake(1).fill('');
    await stake(2).fill('60000');
    await stake(3).fill('60000');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(onSave).not.toHaveBeenCalled();
    await expect.element(stake(1)).toHaveFocus();
    await expect.element(stake(1)).toHaveAccessibleDescription('Enter a stake');
    await expect.element(stake(2)).toHaveAccessibleDescription('A stake must be at most 50,000');
    await expect.element(stake(3)).toHaveAccessibleDescription('A stake must be at most 50,000');
    await expect.element(stake(1)).toHaveAttribute('aria-invalid', 'true');
    // Fixing a stake clears its message at once.
    await stake(1).fill('200');
    await expect.element(stake(1)).not.toHaveAccessibleDescription('Enter a stake');
    await stake(2).fill('200');
    await expect.element(stake(2)).toHaveAccessibleDescription('This stake is already a button');
  });

  it('keeps at least one stake and at most the buttons the slip has room for', async () => {
    const screen = await renderWidget(<StakeSettings defaultOpen stakes={[100]} onSave={() => {}} />);
    await expect.element(page.getByRole('button', { name: 'Remove stake 1' })).toBeDisabled();
    await screen.rerender(<StakeSettings defaultOpen stakes={[100]} maxButtons={2} onSave={() => {}} />);
    await page.getByRole('button', { name: 'Add stake' }).click();
    await expect.element(page.getByRole('button', { name: 'Add stake' })).toBeDisabled();
  });

  it('cancel puts the saved stakes back', async () => {
    const onCancel = vi.fn();
    await renderWidget(
      <StakeSettings defaultOpen stakes={[100, 500]} onSave={() => {}} onCancel={onCancel} />,
    );
    await stake(1).fill('999');
    await page.getByRole('button', { name: 'Add stake' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(onCancel).toHaveBeenCalledTimes(1);
    await page.getByRole('button', { name: 'Edit stake buttons' }).click();
    expect(values()).toEqual(['100', '500']);
  });

  it('shows saving, refuses a second save meanwhile, and keeps the edits when saving fails', async () => {
    let fail = (_error: Error) => {};
    const onSave = vi.fn(() => new Promise((_resolve, reject) => (fail = reject)));
    await renderWidget(<StakeSettings defaultOpen stakes={[100, 500]} onSave={onSave} />);
    await stake(1).fill('300');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByRole('button', { name: 'Saving' })).toHaveAttribute('aria-busy', 'true');
    await expect.element(stake(1)).toBeDisabled();
    await page.getByRole('button', { name: 'Saving' }).click({ force: true });
    expect(onSave).toHaveBeenCalledTimes(1);
    fail(new Error('Session expired'));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('The stakes were not saved: Session expired');
    expect(values()).toEqual(['300', '500']);
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(
      <StakeSettings defaultOpen stakes={[100, 500, 1000]} onSave={() => {}} />,
    );
    await expectAccessibleInEveryTheme(<StakeSettings stakes={[100, 500, 1000]} onSave={() => {}} />);
  });
});
