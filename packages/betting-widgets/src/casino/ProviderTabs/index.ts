export { ProviderTabs, type CasinoProvider, type ProviderTabsProps } from './ProviderTabs.tsx';
