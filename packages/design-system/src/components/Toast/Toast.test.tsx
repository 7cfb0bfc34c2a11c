import { brandNames } from '@exchange/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Button } from '../Button/Button.tsx';
import { ToastProvider, useToast, type ToastOptions } from './Toast.tsx';

function Actions({ duration }: { duration?: number }) {
  const toast = useToast();
  const options: Omit<ToastOptions, 'title'> = duration === undefined ? {} : { duration };
  return (
    <>
      <Button onClick={() => toast.success('Bet Placed Successfully', options)}>Place bet</Button>
      <Button onClick={() => toast.error('Insufficient balance', options)}>Fail</Button>
      <Button onClick={() => toast.info('Market suspended', options)}>Inform</Button>
      <Button onClick={() => toast.show({ title: 'Saved', ...options })}>Save</Button>
    </>
  );
}

function renderToasts(duration?: number, providerDuration?: number) {
  return renderThemed(
    <ToastProvider {...(providerDuration !== undefined && { duration: providerDuration })}>
      <Actions {...(duration !== undefined && { duration })} />
    </ToastProvider>,
  );
}

const region = () => page.getByRole('region', { name: 'Notifications (F8)' });
const toasts = () => region().getByRole('listitem');

describe('Toast', () => {
  it('appears at the top centre with an icon and announces itself', async () => {
    await renderToasts(60_000);
    await page.getByRole('button', { name: 'Place bet' }).click();
    const toast = region().getByText('Bet Placed Successfully');
    await expect.element(toast).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('Notification Bet Placed Successfully');

    const item = toasts().element();
    expect(item).toHaveAttribute('data-tone', 'success');
    expect(item.querySelector('svg')).not.toBeNull();
    const box = item.getBoundingClientRect();
    expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThanOrEqual(1);
    expect(box.top).toBeLessThan(window.innerHeight / 4);
  });

  // The toast's timer runs on fake time: a busy machine cannot make it close late, or early. React renders
  // what a timer changed a task later (its scheduler is not faked): two frames let it.
  afterEach(() => {
    vi.useRealTimers();
  });
  async function expectOpenFor(milliseconds: number, button: string, text: string) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await page.getByRole('button', { name: button }).click();
    await expect.element(region().getByText(text)).toBeVisible();
    vi.advanceTimersByTime(milliseconds - 1);
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(toasts().elements()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await expect.poll(() => toasts().elements().length, { timeout: 10_000 }).toBe(0);
  }

  it('closes itself after its duration, not before', async () => {
    await renderToasts(2000);
    await expectOpenFor(2000, 'Place bet', 'Bet Placed Successfully');
  });

  it('uses the provider duration when the toast has none', async () => {
    await renderToasts(undefined, 2000);
    await expectOpenFor(2000, 'Fail', 'Insufficient balance');
  });

  it('stacks several toasts, newest on top, and closes one with its close button', async () => {
    await renderToasts(60_000);
    await page.getByRole('button', { name: 'Place bet' }).click();
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.getByRole('button', { name: 'Inform' }).click();
    await expect.poll(() => toasts().elements().length).toBe(3);
    const [placed, failed, informed] = toasts().elements();
    expect(informed?.getBoundingClientRect().top).toBeLessThan(failed?.getBoundingClientRect().top ?? 0);
    expect(failed?.getBoundingClientRect().top).toBeLessThan(placed?.getBoundingClientRect().top ?? 0);

    await toasts().filter({ hasText: 'Insufficient balance' }).getByRole('button', { name: 'Close' }).click();
    await expect.element(region().getByText('Insufficient balance')).not.toBeInTheDocument();
    await expect.element(region().getByText('Bet Placed Successfully')).toBeVisible();
    await expect.element(region().getByText('Market suspended')).toBeVisible();
  });

  it('replaces an open toast shown again with the same id, and dismiss() closes them all', async () => {
    function Balance() {
      const toast = useToast();
      return (
        <>
          <Button onClick={() => toast.info('Balance 1,000', { id: 'balance' })}>First</Button>
          <Button onClick={() => toast.info('Balance 1,250', { id: 'balance' })}>Second</Button>
          <Button onClick={() => toast.dismiss()}>Clear</Button>
        </>
      );
    }
    await renderThemed(
      <ToastProvider duration={60_000}>
        <Balance />
      </ToastProvider>,
    );
    await page.getByRole('button', { name: 'First' }).click();
    await expect.element(region().getByText('Balance 1,000')).toBeVisible();
    await page.getByRole('button', { name: 'Second' }).click();
    await expect.element(region().getByText('Balance 1,250')).toBeVisible();
    await expect.poll(() => toasts().elements().length).toBe(1);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => toasts().elements().length, { timeout: 10_000 }).toBe(0);
  });

  it('can be reached with F8 and closed from the keyboard', async () => {
    await renderToasts(60_000);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(region().getByText('Bet Placed Successfully')).toBeVisible();
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await expect.element(toasts()).toHaveFocus();
    await userEvent.tab();
    await expect.element(region().getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => toasts().elements().length, { timeout: 10_000 }).toBe(0);
  });

  it('closes the focused toast with Escape', async () => {
    await renderToasts(60_000);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(region().getByText('Saved')).toBeVisible();
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await expect.element(toasts()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => toasts().elements().length, { timeout: 10_000 }).toBe(0);
  });

  it('renders the toasts inside the theme', async () => {
    await renderThemed(
      <ToastProvider duration={60_000}>
        <Actions />
      </ToastProvider>,
      { brand: 'lotus', mode: 'dark' },
    );
    await page.getByRole('button', { name: 'Place bet' }).click();
    const item = toasts().element();
    expect(item.closest('[data-brand="lotus"][data-mode="dark"]')).not.toBeNull();
  });

  it('complains when used outside a provider', async () => {
    function Orphan() {
      useToast();
      return null;
    }
    await expect(renderThemed(<Orphan />)).rejects.toThrow('useToast must be used inside a <ToastProvider>.');
  });

  it('has no axe violations with every tone showing, in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <ToastProvider duration={60_000}>
            <Actions />
          </ToastProvider>,
          { brand, mode },
        );
        for (const name of ['Place bet', 'Fail', 'Inform', 'Save']) {
          await page.getByRole('button', { name }).click();
        }
        await expect.poll(() => toasts().elements().length).toBe(4);
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
