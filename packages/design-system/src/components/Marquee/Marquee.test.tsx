import { brandNames } from '@exchange/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Marquee } from './Marquee.tsx';
import { loopDuration, marqueeTones } from './Marquee.css.ts';

const items = ['Welcome to the exchange.', 'India v Australia: markets open.', 'Cash out on every match.'];

/** The browser runs with reduced motion on; these tests switch it off to see the ticker move. */
async function emulateMotion(preference: 'reduce' | 'no-preference') {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: preference }],
  });
}

function trackElement(name = 'News') {
  const viewport = page.getByRole('marquee', { name }).element().firstElementChild;
  return viewport?.firstElementChild as HTMLElement;
}

function track(name = 'News') {
  return getComputedStyle(trackElement(name));
}

describe('Marquee', () => {
  afterEach(() => emulateMotion('reduce'));

  it('is a named ticker that reads each announcement once', async () => {
    await renderThemed(<Marquee items={items} />);
    const ticker = page.getByRole('marquee', { name: 'News' });
    await expect.element(ticker).toBeVisible();
    expect(
      ticker
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual(items);
  });

  it('scrolls, and pauses while hovered', async () => {
    await emulateMotion('no-preference');
    await renderThemed(
      <>
        <button type="button">Elsewhere</button>
        <Marquee items={items} />
      </>,
    );
    const ticker = page.getByRole('marquee', { name: 'News' });
    // Wherever an earlier test left the pointer, it is not over the ticker now.
    await page.getByRole('button', { name: 'Elsewhere' }).hover();
    await expect.element(ticker).toHaveAttribute('data-state', 'running');
    expect(track().animationName).not.toBe('none');
    expect(track().animationPlayState).toBe('running');
    await ticker.hover();
    await expect.element(ticker).toHaveAttribute('data-state', 'paused');
    expect(track().animationPlayState).toBe('paused');
    await ticker.unhover();
    await expect.element(ticker).toHaveAttribute('data-state', 'running');
    expect(track().animationPlayState).toBe('running');
  });

  it('pauses while it has keyboard focus', async () => {
    await emulateMotion('no-preference');
    await renderThemed(
      <>
        <Marquee items={items} />
        <button type="button">Next</button>
      </>,
    );
    const ticker = page.getByRole('marquee', { name: 'News' });
    await page.getByRole('button', { name: 'Next' }).hover();
    await expect.element(ticker).toHaveAttribute('data-state', 'running');
    await page.getByRole('button', { name: 'Next' }).element().blur();
    await userEvent.keyboard('{Tab}');
    await expect.element(ticker).toHaveFocus();
    expect(track().animationPlayState).toBe('paused');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(track().animationPlayState).toBe('running');
  });

  it('moves at the given speed whatever the length of the text', async () => {
    await emulateMotion('no-preference');
    await renderThemed(
      <>
        <Marquee items={items} speed={50} label="Slow" />
        <Marquee items={items} speed={100} label="Fast" />
      </>,
    );
    // The test setup zeroes animation durations with !important; read the duration the component set.
    const durationProperty = loopDuration.slice('var('.length, -1);
    const declared = (name: string) => parseFloat(track(name).getPropertyValue(durationProperty));
    expect(declared('Slow')).toBeGreaterThan(0);
    expect(declared('Slow') / declared('Fast')).toBeCloseTo(2, 1);
  });

  it('lets short text leave the view before it comes back', async () => {
    await emulateMotion('no-preference');
    await renderThemed(
      <div style={{ width: 600 }}>
        <Marquee items={['Welcome.']} />
      </div>,
    );
    const [first] = trackElement().children;
    expect(first?.getBoundingClientRect().width).toBeGreaterThanOrEqual(598);
  });

  it('does not move under reduced motion: the text wraps instead', async () => {
    await renderThemed(
      <div style={{ width: 240 }}>
        <Marquee items={items} />
      </div>,
    );
    const ticker = page.getByRole('marquee', { name: 'News' });
    expect(track().animationName).toBe('none');
    // Three announcements in 240 px take several lines.
    expect(ticker.element().getBoundingClientRect().height).toBeGreaterThan(50);
  });

  it('keeps links in the looping copy out of the tab order', async () => {
    await emulateMotion('no-preference');
    await renderThemed(
      <Marquee>
        <a href="#in-play">In-Play now</a>
      </Marquee>,
    );
    await expect.element(page.getByRole('link', { name: 'In-Play now' })).toBeVisible();
    expect(document.querySelectorAll('a[href="#in-play"]')).toHaveLength(2);
    await userEvent.keyboard('{Tab}{Tab}{Tab}');
    expect(document.activeElement).toBe(document.body);
    await expectNoAxeViolations();
  });

  it('has no axe violations in any brand, mode or tone', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <>
            {marqueeTones.map((tone) => (
              <Marquee key={tone} items={items} tone={tone} label={`News ${tone}`} />
            ))}
          </>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
