import { brandNames } from '@exchange/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { OtpInput, type OtpInputProps } from './OtpInput.tsx';

const box = (n: number, of = 6) => page.getByRole('textbox', { name: `Digit ${n} of ${of}` });

function renderOtp(props: Partial<OtpInputProps> = {}) {
  return renderThemed(<OtpInput label="Verification code" completeDelay={20} {...props} />);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('OtpInput', () => {
  it('renders six numeric boxes in a labelled group, the first offering the one-time code', async () => {
    await renderOtp();
    await expect.element(page.getByRole('group', { name: 'Verification code' })).toBeVisible();
    const boxes = page.getByRole('textbox').all();
    expect(boxes).toHaveLength(6);
    for (const [index, locator] of boxes.entries()) {
      await expect.element(locator).toHaveAccessibleName(`Digit ${index + 1} of 6`);
      await expect.element(locator).toHaveAttribute('inputmode', 'numeric');
      await expect.element(locator).toHaveAttribute('pattern', '[0-9]*');
    }
    await expect.element(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect.element(box(2)).toHaveAttribute('autocomplete', 'off');
  });

  it('moves to the next box as each digit is typed and ignores anything that is not a digit', async () => {
    const onValueChange = vi.fn();
    await renderOtp({ onValueChange });
    await box(1).click();
    await userEvent.keyboard('4');
    await expect.element(box(1)).toHaveValue('4');
    await expect.element(box(2)).toHaveFocus();
    await userEvent.keyboard('x- 8');
    await expect.element(box(2)).toHaveValue('8');
    await expect.element(box(3)).toHaveFocus();
    expect(onValueChange.mock.calls).toEqual([['4'], ['48']]);
  });

  it('on Backspace clears a filled box, and from an empty box moves back and clears the one before', async () => {
    await renderOtp({ defaultValue: '123' });
    await box(6).click();
    await expect.element(box(4)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect.element(box(3)).toHaveFocus();
    await expect.element(box(3)).toHaveValue('');
    await expect.element(box(2)).toHaveValue('2');
    await userEvent.keyboard('{ArrowLeft}{Backspace}');
    await expect.element(box(2)).toHaveFocus();
    await expect.element(box(2)).toHaveValue('');
    await expect.element(box(1)).toHaveValue('1');
  });

  it('moves with ArrowLeft and ArrowRight, and typing over a filled box replaces its digit', async () => {
    const onValueChange = vi.fn();
    await renderOtp({ defaultValue: '1234', onValueChange });
    await box(5).click();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect.element(box(3)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(box(4)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect.element(box(1)).toHaveFocus();
    await userEvent.keyboard('9');
    await expect.element(box(1)).toHaveValue('9');
    await expect.element(box(2)).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('9234');
  });

  it('focusing an empty box focuses the first empty one instead', async () => {
    await renderOtp({ defaultValue: '12' });
    await box(6).click();
    await expect.element(box(3)).toHaveFocus();
    await box(2).click();
    await expect.element(box(2)).toHaveFocus();
  });

  it('is a single tab stop: Tab enters at the box being filled and the next Tab leaves', async () => {
    await renderThemed(
      <>
        <button type="button">Before</button>
        <OtpInput label="Verification code" defaultValue="12" />
        <button type="button">After</button>
      </>,
    );
    await page.getByRole('button', { name: 'Before' }).click();
    await userEvent.tab();
    await expect.element(box(3)).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('fills every box from pasted text, keeping only its digits', async () => {
    const onComplete = vi.fn();
    await renderThemed(
      <>
        <input aria-label="Message" defaultValue="Your code is 735-204" />
        <OtpInput label="Verification code" completeDelay={20} onComplete={onComplete} />
      </>,
    );
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.click();
    await userEvent.keyboard('{ControlOrMeta>}a{/ControlOrMeta}');
    await userEvent.copy();
    await box(3).click();
    await userEvent.paste();
    for (const [index, digit] of [...'735204'].entries()) {
      await expect.element(box(index + 1)).toHaveValue(digit);
    }
    await expect.element(box(6)).toHaveFocus();
    await expect.poll(() => onComplete.mock.calls).toEqual([['735204']]);
  });

  it('calls onComplete once, completeDelay after the last digit', async () => {
    const onComplete = vi.fn();
    await renderOtp({ onComplete });
    await box(1).click();
    await userEvent.keyboard('48291');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('3');
    await expect.poll(() => onComplete.mock.calls).toEqual([['482913']]);
  });

  it('waits one second by default before calling onComplete', async () => {
    const onComplete = vi.fn();
    await renderThemed(<OtpInput label="Verification code" onComplete={onComplete} />);
    await box(1).click();
    await userEvent.keyboard('48291');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.keyboard('3');
    vi.advanceTimersByTime(500);
    expect(onComplete).not.toHaveBeenCalled();
    vi.advanceTimersByTime(499);
    expect(onComplete).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onComplete).toHaveBeenCalledWith('482913');
  });

  it('cancels onComplete when a digit is removed before it fires', async () => {
    const onComplete = vi.fn();
    await renderThemed(<OtpInput label="Verification code" defaultValue="48291" onComplete={onComplete} />);
    await box(6).click();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.keyboard('3');
    vi.advanceTimersByTime(600);
    await userEvent.keyboard('{Backspace}');
    vi.advanceTimersByTime(2000);
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('7');
    vi.advanceTimersByTime(1000);
    expect(onComplete.mock.calls).toEqual([['482917']]);
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [code, setCode] = useState('');
      return (
        <>
          <OtpInput label="Verification code" value={code} onValueChange={setCode} />
          <button type="button" onClick={() => setCode('')}>
            Clear
          </button>
        </>
      );
    }
    await renderThemed(<Controlled />);
    await box(1).click();
    await userEvent.keyboard('55');
    await expect.element(box(2)).toHaveValue('5');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.element(box(1)).toHaveValue('');
    await expect.element(box(2)).toHaveValue('');
  });

  it('keeps a controlled value when the parent does not accept the change', async () => {
    await renderOtp({ value: '12' });
    await box(3).click();
    await userEvent.keyboard('9');
    await expect.element(box(3)).toHaveValue('');
  });

  it('marks every box invalid and announces the error', async () => {
    await renderOtp({ error: 'Wrong code', hint: 'Sent by SMS' });
    for (const locator of page.getByRole('textbox').all()) {
      await expect.element(locator).toBeInvalid();
      await expect.element(locator).toHaveAccessibleDescription('Wrong code');
    }
    await expect.element(page.getByRole('alert')).toHaveTextContent('Wrong code');
  });

  it('cannot be typed into when disabled', async () => {
    await renderOtp({ disabled: true, defaultValue: '12' });
    for (const locator of page.getByRole('textbox').all()) await expect.element(locator).toBeDisabled();
  });

  it('submits the code with a form under its name', async () => {
    await renderThemed(
      <form aria-label="Verify">
        <OtpInput label="Verification code" name="otp" defaultValue="4829" />
      </form>,
    );
    const form = page.getByRole('form', { name: 'Verify' }).element() as HTMLFormElement;
    expect(new FormData(form).get('otp')).toBe('4829');
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <>
            <OtpInput label="Verification code" defaultValue="482" hint="Sent by SMS" />
            <OtpInput label="PIN" length={4} error="Wrong PIN" />
            <OtpInput label="Locked" disabled defaultValue="12" />
          </>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
