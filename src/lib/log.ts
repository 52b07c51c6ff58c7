/** Structured logging: one JSON line per event on stdout (stderr for errors). */
export type LogLevel = 'info' | 'warn' | 'error'

export function log(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })
  if (level === 'error') process.stderr.write(line + '\n')
  else process.stdout.write(line + '\n')
}
