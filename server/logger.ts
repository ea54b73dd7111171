import { pino, type Logger } from "pino";

export type { Logger };

/** Structured JSON logs; one logger per process, passed down rather than imported. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
