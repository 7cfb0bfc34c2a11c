import type { WebVital } from '@exchange/domain';
import type { Log } from '../log.ts';

/**
 * Where reports go: one structured line each in the server's log (`webVital` field), which operators
 * already ship to their monitoring, rather than a table that grows with every page view. An object, so
 * tests can watch it.
 */
export const webVitalsLog = {
  write(logger: Pick<Log, 'info'>, vital: WebVital): void {
    logger.info({ webVital: vital }, 'web vital');
  },
};
