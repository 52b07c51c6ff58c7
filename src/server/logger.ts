import 'server-only'

import { pino } from 'pino'
import { clientErrorsAtInfo } from '@workarounds/bad-input'
import { logOptions } from './log-options.mjs'

/** What separates a failed query's SQL from its values in a database error's message. */
const QUERY_VALUES = '\nparams: '

/**
 * An error as it may be logged: a failed database query keeps its SQL and its PostgreSQL code but
 * never the values it was sent, which are a visitor's answers (the ORM puts them in the message
 * and on the error itself). Any other error is logged as it is.
 */
function loggable(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  const cut = error.message.indexOf(QUERY_VALUES)
  if (cut < 0 && !('params' in error)) return error
  const code = (error.cause as { code?: unknown } | undefined)?.code
  return {
    type: error.name,
    message: cut < 0 ? error.message : error.message.slice(0, cut),
    ...(typeof code === 'string' ? { code } : {}),
  }
}

type Logger = { info: (entry: object, event: string) => void }
type LogMethod = (this: Logger, ...args: unknown[]) => void

/** The arguments of a log call, with any error in them (first, or as `{ err }`) made loggable. */
function scrubbed([first, ...rest]: unknown[]): unknown[] {
  if (first instanceof Error) {
    const safe = loggable(first)
    // A scrubbed error is no longer an Error: it is logged under `err`, as pino would have.
    return [safe === first ? first : { err: safe }, ...rest]
  }
  if (first && typeof first === 'object' && 'err' in first) {
    return [{ ...first, err: loggable((first as { err: unknown }).err) }, ...rest]
  }
  return [first, ...rest]
}

/**
 * The logger's hook: refused requests are told apart from the original error first, then every
 * error is logged without the values of a failed query.
 */
function logMethod(this: Logger, args: unknown[], method: LogMethod, level: number): void {
  const write: LogMethod = function (this: Logger, ...logged) {
    method.apply(this, scrubbed(logged))
  }
  clientErrorsAtInfo.call(this, args, write, level)
}

/**
 * The app's one logger: one JSON line per event. Payload logs through it too (payload.config.ts);
 * refused requests it reports are logged at info level, as the caller's doing, and no log line
 * carries the values of a failed query.
 */
export const logger = pino({
  ...logOptions,
  name: 'payload',
  hooks: { logMethod },
})
