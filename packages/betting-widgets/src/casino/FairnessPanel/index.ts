export { FairnessPanel, type FairnessPanelProps } from './FairnessPanel.tsx';
