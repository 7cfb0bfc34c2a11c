import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/**
 * A request's logger whose pino child (its bindings serialised, the redaction set up) is made only when
 * the request writes a line at a level the logger keeps. Made for every request, the child was 2.5% of the
 * server's CPU per placebet (issue 22), for logs that almost no request writes. What is written is the
 * same: the child is pino's own, with the request's bindings. A class, so a request allocates one object.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  #child: Logger | undefined;
  readonly #parent: Logger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: Logger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #made(): Logger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }

  #write(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', args: unknown[]): void {
    if (this.#child === undefined && !this.#parent.isLevelEnabled(level)) return;
    (this.#made()[level] as (...line: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.#write('error', args);
  }

  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }

  info(...args: unknown[]): void {
    this.#write('info', args);
  }

  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory` (app.ts). */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Parameters<ChildLoggerFactory>[1],
  options: Parameters<ChildLoggerFactory>[2],
): FastifyBaseLogger {
  const parent = logger as Logger;
  // A route's own level (Fastify's `logLevel`) decides by the child's level, not the parent's.
  if (options.level !== undefined) return parent.child(bindings, options);
  return new LazyRequestLogger(parent, bindings, options as ChildLoggerOptions);
}
