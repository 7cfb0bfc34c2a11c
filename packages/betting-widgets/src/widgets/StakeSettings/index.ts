export { StakeSettings, type StakeSettingsProps } from './StakeSettings.tsx';
