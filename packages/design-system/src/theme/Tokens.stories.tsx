import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect } from 'storybook/test';
import { vars } from './contract.css.ts';
import { useTheme } from './ThemeProvider.tsx';

/** The brand's tokens as designers review them: switch Brand and Mode in the toolbar. */
function TokenSheet() {
  const { meta, brand, mode } = useTheme();
  // Unique per render: the "All brands" view shows this sheet three times on one page.
  const idPrefix = useId();
  const groups = {
    Surfaces: vars.color.background,
    Text: vars.color.foreground,
    Accent: vars.color.accent,
    Back: vars.color.back,
    Lay: vars.color.lay,
    Status: {
      profit: vars.color.profit,
      loss: vars.color.loss,
      oddsUp: vars.color.oddsUp,
      oddsDown: vars.color.oddsDown,
      critical: vars.color.critical.base,
      positive: vars.color.positive.base,
      suspended: vars.color.suspended.overlay,
    },
  };
  return (
    <div style={{ display: 'grid', gap: vars.space.large }}>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: vars.space.medium,
          padding: vars.space.medium,
          background: vars.color.background.chrome,
          color: vars.color.foreground.onChrome,
          borderRadius: vars.radius.large,
        }}
      >
        <meta.Logo />
        <span style={{ color: vars.color.foreground.onChromeMuted }}>{`${brand} · ${mode}`}</span>
      </header>
      {Object.entries(groups).map(([group, tokens]) => (
        <section key={group} aria-labelledby={`${idPrefix}-${group}`}>
          <h2
            id={`${idPrefix}-${group}`}
            style={{ fontSize: vars.font.size.medium, margin: `0 0 ${vars.space.small}` }}
          >
            {group}
          </h2>
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, padding: 0, margin: 0 }}>
            {Object.entries(tokens).map(([name, value]) => (
              <li key={name} style={{ listStyle: 'none', width: 96, fontSize: vars.font.size.xsmall }}>
                <span
                  style={{
                    display: 'block',
                    height: 40,
                    background: value,
                    borderRadius: vars.radius.medium,
                    border: `1px solid ${vars.color.border.subtle}`,
                  }}
                />
                {name}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby={`${idPrefix}-type`}>
        <h2 id={`${idPrefix}-type`} style={{ fontSize: vars.font.size.medium, margin: 0 }}>
          Type scale
        </h2>
        {Object.entries(vars.font.size).map(([name, size]) => (
          <p key={name} style={{ fontSize: size, margin: `${vars.space.xsmall} 0` }}>
            {`${name}: Back India at 1.85 · 12,500.00`}
          </p>
        ))}
      </section>
    </div>
  );
}

const meta = {
  title: 'Design System/Tokens',
  component: TokenSheet,
} satisfies Meta<typeof TokenSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Apex Exchange' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Back' })).toBeVisible();
  },
};
