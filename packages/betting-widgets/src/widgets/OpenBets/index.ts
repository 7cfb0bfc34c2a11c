export { OpenBets, openBetsStatuses, type OpenBetsProps, type OpenBetsStatus } from './OpenBets.tsx';
