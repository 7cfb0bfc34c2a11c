import { createPortal } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { PortalTheme, ThemeProvider, useTheme } from './ThemeProvider.tsx';

function BrandName() {
  const theme = useTheme();
  return <p>{`${theme.meta.displayName} (${theme.mode})`}</p>;
}

describe('ThemeProvider', () => {
  it('puts the brand class on its wrapper and never on the document', async () => {
    await render(
      <ThemeProvider brand="royal" mode="dark" data-testid="wrapper">
        <BrandName />
      </ThemeProvider>,
    );
    const wrapper = page.getByTestId('wrapper');
    await expect.element(wrapper).toHaveClass('exchange-theme-royal-dark');
    await expect.element(page.getByText('Royal Exchange (dark)')).toBeVisible();
    expect(document.documentElement.className).not.toContain('exchange-theme');
    expect(document.body.className).not.toContain('exchange-theme');
  });

  it('applies the brand tokens: royal and lotus surfaces differ', async () => {
    await render(
      <>
        <ThemeProvider brand="royal" data-testid="royal" />
        <ThemeProvider brand="lotus" data-testid="lotus" />
      </>,
    );
    const royal = getComputedStyle(page.getByTestId('royal').element()).backgroundColor;
    const lotus = getComputedStyle(page.getByTestId('lotus').element()).backgroundColor;
    expect(royal).toBe('rgb(247, 243, 236)');
    expect(lotus).toBe('rgb(242, 247, 248)');
  });

  it('re-applies the theme inside a portal rendered outside the wrapper', async () => {
    await render(
      <ThemeProvider brand="lotus" mode="dark">
        {createPortal(
          <PortalTheme>
            <span data-testid="in-portal">Toast</span>
          </PortalTheme>,
          document.body,
        )}
      </ThemeProvider>,
    );
    const portalled = page.getByTestId('in-portal');
    await expect.element(portalled).toBeVisible();
    const wrapper = portalled.element().parentElement;
    expect(wrapper?.className).toContain('exchange-theme-lotus-dark');
    // Lotus dark's primary text colour, inherited through the portal wrapper.
    expect(getComputedStyle(portalled.element()).color).toBe('rgb(230, 242, 243)');
  });

  it('falls back to the default brand outside any provider', async () => {
    await render(<BrandName />);
    await expect.element(page.getByText('Apex Exchange (light)')).toBeVisible();
  });
});
