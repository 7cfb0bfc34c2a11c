import { brandNames } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Button } from '../Button/Button.tsx';
import { cardPaddings } from './Card.css.ts';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('is a region named by its title, with the body beneath', async () => {
    await renderThemed(<Card title="Open bets">No open bets yet.</Card>);
    const card = page.getByRole('region', { name: 'Open bets' });
    await expect.element(card).toHaveTextContent('No open bets yet.');
    await expect.element(page.getByRole('heading', { level: 2, name: 'Open bets' })).toBeVisible();
  });

  it('puts its actions in the header, reachable by keyboard after the title', async () => {
    await renderThemed(
      <Card title="Profit and loss" titleAs="h3" actions={<Button size="small">Export</Button>}>
        Body
      </Card>,
    );
    await expect.element(page.getByRole('heading', { level: 3, name: 'Profit and loss' })).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Export' })).toHaveFocus();
  });

  it('keeps a plain div out of the landmarks', async () => {
    await renderThemed(
      <Card as="div" title="Summary">
        Body
      </Card>,
    );
    await expect.element(page.getByText('Body')).toBeVisible();
    expect(page.getByRole('region').elements()).toHaveLength(0);
  });

  it('raises with elevation and pads by size', async () => {
    await renderThemed(
      <>
        <Card elevation="none" padding="none" data-testid="flat">
          Flat
        </Card>
        <Card elevation="large" padding="large" data-testid="raised">
          Raised
        </Card>
      </>,
    );
    const flat = getComputedStyle(page.getByTestId('flat').element());
    const raised = getComputedStyle(page.getByTestId('raised').element());
    expect(flat.boxShadow).toBe('none');
    expect(raised.boxShadow).not.toBe('none');
    expect(getComputedStyle(page.getByText('Flat').element()).paddingTop).toBe('0px');
    expect(getComputedStyle(page.getByText('Raised').element()).paddingTop).toBe('24px');
  });

  it('keeps the title off the edge whatever its padding', async () => {
    const expected = { none: '12px', small: '12px', medium: '16px', large: '24px' } as const;
    await renderThemed(
      <>
        {cardPaddings.map((padding) => (
          <Card key={padding} padding={padding} title={`Padding ${padding}`}>
            Body
          </Card>
        ))}
      </>,
    );
    for (const padding of cardPaddings) {
      const header = page.getByRole('heading', { name: `Padding ${padding}` }).element().parentElement;
      const style = getComputedStyle(header ?? document.body);
      expect([padding, style.paddingLeft, style.paddingRight]).toEqual([
        padding,
        expected[padding],
        expected[padding],
      ]);
    }
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <Card title="Account statement" actions={<Button size="small">Download</Button>}>
            Deposits and withdrawals.
          </Card>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
