import type { LotteryItem } from '@exchange/domain';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { useLotteryImages } from './useLotteryImages.ts';

const item = (id: string, image: string): LotteryItem => ({
  id,
  image,
  status: 'open',
  date: '2026-12-05',
  title: `Draw ${id}`,
  price: 100,
});

const pixel = () =>
  new Blob([Uint8Array.from(atob('R0lGODlhAQABAAAAACw='), (c) => c.charCodeAt(0))], { type: 'image/gif' });

/** The hook's answer as a list: each draw's title and whether it has an image URL now. */
function Images({ items, load }: { items: readonly LotteryItem[]; load: (id: string) => Promise<Blob> }) {
  const shown = useLotteryImages(items, load);
  return (
    <ul>
      {shown.map((draw) => (
        <li key={draw.id} data-image={draw.image}>
          {draw.title}: {draw.image.startsWith('blob:') ? 'image' : 'none'}
        </li>
      ))}
    </ul>
  );
}

describe('useLotteryImages', () => {
  it("fetches each draw's image by its id and shows it from an object URL; a failure leaves that draw without", async () => {
    const load = vi.fn(async (id: string) => {
      if (id === 'b') throw new Error('Not found');
      return pixel();
    });
    const items = [item('a', 'lottery-image/a'), item('b', 'lottery-image/b'), item('c', '')];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const screen = await render(<Images items={items} load={load} />);
    await expect.element(page.getByText('Draw a: image')).toBeVisible();
    await expect.element(page.getByText('Draw b: none')).toBeVisible();
    await expect.element(page.getByText('Draw c: none')).toBeVisible();
    // A draw without an image is not asked for.
    expect(load.mock.calls.map(([id]) => id).sort()).toEqual(['a', 'b']);
    expect(errors).toHaveBeenCalledOnce();
    const url = page.getByText('Draw a: image').element().getAttribute('data-image') ?? '';
    expect((await fetch(url)).ok).toBe(true);
    // Leaving the page revokes the URL: the image's memory goes with it.
    await screen.unmount();
    await expect(fetch(url)).rejects.toThrow();
    errors.mockRestore();
  });

  it('shows no URL while the images are on their way, and an empty list asks for nothing', async () => {
    let release: (blob: Blob) => void = () => undefined;
    const load = vi.fn(() => new Promise<Blob>((resolve) => (release = resolve)));
    await render(<Images items={[item('a', 'lottery-image/a')]} load={load} />);
    await expect.element(page.getByText('Draw a: none')).toBeVisible();
    release(pixel());
    await expect.element(page.getByText('Draw a: image')).toBeVisible();
    const none = vi.fn(async () => pixel());
    await render(<Images items={[]} load={none} />);
    expect(none).not.toHaveBeenCalled();
  });
});
