import { brandNames } from '@exchange/domain';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { CopyButton } from './CopyButton.tsx';

// Headless Chromium does not reliably grant clipboard permission, so the API is stood in for per test.
let writeText: MockInstance<Clipboard['writeText']>;
beforeEach(() => {
  writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
});
afterEach(() => {
  writeText.mockRestore();
});

describe('CopyButton', () => {
  it('copies its value, says so, calls onCopied, and goes back to rest after a moment', async () => {
    const onCopied = vi.fn();
    await renderThemed(<CopyButton value="REF-7Q4K2" onCopied={onCopied} copiedDuration={200} />);
    await page.getByRole('button', { name: 'Copy' }).click();

    expect(writeText).toHaveBeenCalledWith('REF-7Q4K2');
    await expect
      .element(page.getByRole('button', { name: 'Copied' }))
      .toHaveAttribute('data-state', 'copied');
    await expect.element(page.getByRole('status')).toHaveTextContent('Copied');
    expect(onCopied).toHaveBeenCalledWith('REF-7Q4K2');

    await expect.element(page.getByRole('button', { name: 'Copy' })).toHaveAttribute('data-state', 'idle');
    await expect.element(page.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows and announces the message the app passes', async () => {
    await renderThemed(
      <CopyButton value="REF-7Q4K2" label="Copy referral code" copiedLabel="Referral code copied" />,
    );
    await page.getByRole('button', { name: 'Copy referral code' }).click();
    await expect.element(page.getByRole('button', { name: 'Referral code copied' })).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('Referral code copied');
  });

  it('keeps its width when the label changes', async () => {
    await renderThemed(<CopyButton value="x" copiedLabel="Copied to clipboard" />);
    const button = page.getByRole('button', { name: 'Copy' });
    const before = button.element().getBoundingClientRect().width;
    await button.click();
    const after = page.getByRole('button', { name: 'Copied to clipboard' });
    await expect.element(after).toBeVisible();
    expect(after.element().getBoundingClientRect().width).toBe(before);
  });

  it('reports a refused clipboard through onCopyError and stays at rest', async () => {
    const refusal = new DOMException('Write permission denied.', 'NotAllowedError');
    writeText.mockRejectedValue(refusal);
    const onCopied = vi.fn();
    const onCopyError = vi.fn();
    await renderThemed(<CopyButton value="REF-7Q4K2" onCopied={onCopied} onCopyError={onCopyError} />);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => onCopyError.mock.calls.length).toBe(1);
    expect(onCopyError).toHaveBeenCalledWith(refusal);
    expect(onCopied).not.toHaveBeenCalled();
    await expect.element(page.getByRole('button', { name: 'Copy' })).toHaveAttribute('data-state', 'idle');
    await expect.element(page.getByRole('status')).toBeEmptyDOMElement();
  });

  it('is named by its label when only the icon shows, and works from the keyboard', async () => {
    const onCopied = vi.fn();
    await renderThemed(
      <CopyButton value="0042-1187-55" label="Copy account number" iconOnly onCopied={onCopied} />,
    );
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Copy account number' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('button', { name: 'Copied' })).toHaveFocus();
    expect(writeText).toHaveBeenCalledWith('0042-1187-55');
    expect(onCopied).toHaveBeenCalledOnce();
  });

  it('has no axe violations at rest or copied, in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <>
            <CopyButton value="a" label="Copy code" />
            <CopyButton value="b" label="Copy number" iconOnly variant="ghost" />
          </>,
          { brand, mode },
        );
        await page.getByRole('button', { name: 'Copy code' }).click();
        await expect.element(page.getByRole('button', { name: 'Copied' })).toBeVisible();
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
