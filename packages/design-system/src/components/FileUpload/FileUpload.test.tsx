import { brandNames } from '@exchange/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { FileUpload, type FileUploadProps } from './FileUpload.tsx';
import { fileOfSize, slipPng } from './fixtures.ts';

function renderUpload(props: Partial<FileUploadProps> = {}) {
  return renderThemed(<FileUpload label="Payment slip" accept={['image/png', 'image/jpeg']} {...props} />);
}

const picker = () => page.getByLabelText('Payment slip');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FileUpload', () => {
  it('is a labelled file input that only offers the accepted types', async () => {
    await renderUpload();
    await expect.element(picker()).toHaveAttribute('type', 'file');
    await expect.element(picker()).toHaveAttribute('accept', 'image/png,image/jpeg');
    await expect.element(page.getByText('Choose file')).toBeVisible();
  });

  it('previews a chosen image with its name and reports the file', async () => {
    const onFileChange = vi.fn();
    await renderUpload({ onFileChange });
    const slip = slipPng();
    await userEvent.upload(picker(), slip);
    expect(onFileChange).toHaveBeenCalledWith(slip);
    const preview = page.getByRole('img', { name: 'Preview of slip.png' });
    await expect.element(preview).toBeVisible();
    await expect.element(preview).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await expect.poll(() => (preview.element() as HTMLImageElement).naturalWidth).toBe(48);
    await expect.element(page.getByText('slip.png', { exact: true })).toBeVisible();
  });

  it('refuses a file of another type with the type error, and keeps no file', async () => {
    const onFileChange = vi.fn();
    await renderUpload({ onFileChange, defaultFile: slipPng() });
    await userEvent.upload(picker(), new File(['GIF89a'], 'slip.gif', { type: 'image/gif' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Only png and jpeg files are allowed');
    await expect.element(picker()).toBeInvalid();
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
    expect(onFileChange.mock.calls).toEqual([[null]]);
  });

  it('matches extensions too and uses a custom type message', async () => {
    await renderUpload({ accept: ['.png', '.jpg', '.jpeg'], typeErrorMessage: 'Upload a photo of the slip' });
    await userEvent.upload(picker(), new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Upload a photo of the slip');
    await userEvent.upload(picker(), slipPng('slip.jpeg'));
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    await expect.element(page.getByText('slip.jpeg', { exact: true })).toBeVisible();
  });

  it('refuses a file over maxSize', async () => {
    const onFileChange = vi.fn();
    await renderUpload({ maxSize: 1024, onFileChange });
    await userEvent.upload(picker(), fileOfSize('big.png', 'image/png', 4096));
    await expect.element(page.getByRole('alert')).toHaveTextContent('The file must be 1 KB or smaller');
    expect(onFileChange).not.toHaveBeenCalled();
    await renderUpload({ maxSize: 1024, sizeErrorMessage: 'Too big' });
    await userEvent.upload(
      page.getByLabelText('Payment slip').last(),
      fileOfSize('big.png', 'image/png', 4096),
    );
    await expect.element(page.getByText('Too big')).toBeVisible();
  });

  it('removes the file, revokes its preview URL and returns focus to the picker', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const onFileChange = vi.fn();
    await renderUpload({ onFileChange });
    await userEvent.upload(picker(), slipPng());
    const url = page.getByRole('img', { name: 'Preview of slip.png' }).element().getAttribute('src');
    await page.getByRole('button', { name: 'Remove slip.png' }).click();
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(revoke).toHaveBeenCalledWith(url);
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
    await expect.element(picker()).toHaveFocus();
    expect((picker().element() as HTMLInputElement).value).toBe('');
  });

  it('revokes the previous preview URL when the file changes and on unmount', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const screen = await renderUpload();
    await userEvent.upload(picker(), slipPng('first.png'));
    const first = page.getByRole('img', { name: 'Preview of first.png' }).element().getAttribute('src');
    await userEvent.upload(picker(), slipPng('second.png'));
    const second = page.getByRole('img', { name: 'Preview of second.png' }).element().getAttribute('src');
    expect(revoke).toHaveBeenCalledWith(first);
    expect(revoke).not.toHaveBeenCalledWith(second);
    await screen.unmount();
    expect(revoke).toHaveBeenCalledWith(second);
  });

  it('shows an error from outside and marks the input invalid', async () => {
    await renderUpload({ error: 'Image is required field' });
    await expect.element(picker()).toBeInvalid();
    await expect.element(picker()).toHaveAccessibleDescription('Image is required field');
  });

  it('can be reached by keyboard, with a visible ring on the picker', async () => {
    await renderThemed(
      <>
        <button type="button">Before</button>
        <FileUpload label="Payment slip" defaultFile={slipPng()} />
      </>,
    );
    await page.getByRole('button', { name: 'Before' }).click();
    await userEvent.tab();
    await expect.element(picker()).toHaveFocus();
    const ring = getComputedStyle(picker().element().parentElement as HTMLElement);
    expect(ring.outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Remove slip.png' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(page.getByText('slip.png', { exact: true })).not.toBeInTheDocument();
  });

  it('follows a controlled file', async () => {
    function Controlled() {
      const [file, setFile] = useState<File | null>(null);
      return (
        <>
          <FileUpload label="Payment slip" file={file} onFileChange={setFile} />
          <button type="button" onClick={() => setFile(null)}>
            Reset form
          </button>
        </>
      );
    }
    await renderThemed(<Controlled />);
    await userEvent.upload(picker(), slipPng());
    await expect.element(page.getByText('slip.png', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Reset form' }).click();
    await expect.element(page.getByText('slip.png', { exact: true })).not.toBeInTheDocument();
    expect((picker().element() as HTMLInputElement).value).toBe('');
  });

  it('is disabled', async () => {
    await renderUpload({ disabled: true });
    await expect.element(picker()).toBeDisabled();
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <>
            <FileUpload label="Payment slip" hint="PNG or JPG" defaultFile={slipPng()} />
            <FileUpload label="ID card" error="Image is required field" required />
            <FileUpload label="Locked" disabled />
          </>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
