/**
 * No log line carries a visitor's data: a failed query keeps its SQL but not its values, and an
 * e-mail held for want of SMTP settings is logged as held, never with its address or content.
 */
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

function logLines(): Record<string, unknown>[] {
  const env = { ...process.env, SMTP_HOST: '', LOG_LEVEL: 'info' }
  const run = spawnSync('npx', ['tsx', 'tests/support/log-lines.ts'], { env, encoding: 'utf8' })
  expect(run.status, run.stderr).toBe(0)
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
}

describe('the log', () => {
  const lines = logLines()
  const text = JSON.stringify(lines)

  it('never holds the personal data that passed through', () => {
    for (const secret of ['prospect@client.example', 'Acme Widgets', '07700 900123']) {
      expect(text).not.toContain(secret)
    }
  })

  it('keeps what ops need: the failed statement and its PostgreSQL code', () => {
    const failures = lines.filter((line) => line.level === 'error')
    expect(failures).toHaveLength(2)
    for (const line of failures) {
      expect(line.err).toMatchObject({
        message: expect.stringContaining('insert into "onboarding_submissions"'),
        code: '23505',
      })
    }
  })

  it('says an e-mail was held, and for how many recipients', () => {
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'email_held', recipients: 2 }))
  })
}, 60_000)
