/** Minimal logger the dev-stack services write to; `console` and pino loggers both fit. */
export interface DevStackLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** What callers may pass as `log`: a logger, or one function that receives every message. */
export type LogOption = DevStackLogger | ((message: string) => void);

/** A logger that writes `[prefix] message` lines to the console. */
export function createConsoleLogger(prefix = 'dev-stack'): DevStackLogger {
  const tag = `[${prefix}]`;
  return {
    info: (message) => console.log(`${tag} ${message}`),
    warn: (message) => console.warn(`${tag} ${message}`),
    error: (message) => console.error(`${tag} ${message}`),
  };
}

/** A logger that discards everything. */
export const silentLogger: DevStackLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** Turns a `LogOption` (or nothing: console with `prefix`) into a `DevStackLogger`. */
export function toLogger(option: LogOption | undefined, prefix = 'dev-stack'): DevStackLogger {
  if (option === undefined) return createConsoleLogger(prefix);
  if (typeof option === 'function') return { info: option, warn: option, error: option };
  return option;
}
