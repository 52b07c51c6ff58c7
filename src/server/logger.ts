import 'server-only'

import { pino } from 'pino'
import { clientErrorsAtInfo } from '@workarounds/bad-input'
import { logOptions } from './log-options.mjs'

/**
 * The app's one logger: one JSON line per event. Payload logs through it too (payload.config.ts),
 * and refused requests it reports are logged at info level, as the caller's doing.
 */
export const logger = pino({
  ...logOptions,
  name: 'payload',
  hooks: { logMethod: clientErrorsAtInfo },
})
