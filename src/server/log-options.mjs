/**
 * The options of the app's one logger (pino, as Payload uses it): one JSON line per event,
 * {"level":"warn","time":"…","msg":"page_not_found",…}. Payload's logger is built from them,
 * and so is the cache handler's, which runs outside Payload.
 */
export const logOptions = {
  level: process.env.LOG_LEVEL || 'info',
  formatters: { level: (label) => ({ level: label }) },
  timestamp: () => `,"time":"${new Date().toISOString()}"`,
}
