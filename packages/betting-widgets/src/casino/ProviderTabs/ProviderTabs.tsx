import { Box, Tabs } from '@exchange/design-system';
import { casinoProviders } from '@exchange/domain';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';

export interface CasinoProvider {
  readonly key: string;
  readonly name: string;
}

export interface ProviderTabsProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange' | 'children' | 'dir'
> {
  /** The providers, in tab order; every provider of the domain with its display name unless given. */
  providers?: readonly CasinoProvider[];
  /** The chosen provider's key (controlled). */
  value?: string;
  /** The provider chosen first when uncontrolled: the first one. */
  defaultValue?: string;
  onValueChange?: (providerKey: string) => void;
  /** What the chosen provider's panel shows, usually its games. Called only for the chosen provider. */
  children?: (provider: CasinoProvider) => ReactNode;
  /** Names the tab list. */
  label?: string;
}

/** Renders a panel's contents only once Radix mounts that panel, so 31 providers cost one render. */
function ProviderPanel({
  provider,
  render,
}: {
  provider: CasinoProvider;
  render: (provider: CasinoProvider) => ReactNode;
}) {
  return <>{render(provider)}</>;
}

/**
 * The international casino's provider tabs (`/casino-int`): one tab per provider by its display name, and
 * the chosen provider's panel. Arrow keys move between providers; a long list scrolls sideways.
 */
export const ProviderTabs = forwardRef<HTMLDivElement, ProviderTabsProps>(function ProviderTabs(
  {
    providers = casinoProviders,
    value,
    defaultValue,
    onValueChange,
    children,
    label = 'Casino providers',
    ...rest
  },
  ref,
) {
  // The tabs' own grid, with the space between the list and the panel.
  return (
    <Box asChild gap="small">
      <Tabs.Root
        ref={ref}
        variant="underline"
        value={value}
        defaultValue={defaultValue ?? providers[0]?.key}
        onValueChange={onValueChange}
        {...rest}
      >
        <Tabs.List aria-label={label}>
          {providers.map((provider) => (
            <Tabs.Trigger key={provider.key} value={provider.key}>
              {provider.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {providers.map((provider) => (
          <Tabs.Content key={provider.key} value={provider.key}>
            {children && <ProviderPanel provider={provider} render={children} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
});
ProviderTabs.displayName = 'ProviderTabs';
