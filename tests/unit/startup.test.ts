import { describe, expect, it } from 'vitest'
import { startupProblems, startupWarnings } from '@/lib/startup'

const ready = {
  NODE_ENV: 'production',
  SITE_URL: 'https://www.example.com',
  PAYLOAD_SECRET: 'a-long-random-secret',
  TRUST_PROXY: '1',
}

describe('startupProblems', () => {
  it('lets a configured production server start', () => {
    expect(startupProblems(ready)).toEqual([])
  })

  it('refuses a production server without its secret or its origin, naming each', () => {
    const problems = startupProblems({ NODE_ENV: 'production' })
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/SITE_URL is not set/)
    expect(problems[1]).toMatch(/PAYLOAD_SECRET is not set/)
    expect(startupProblems({ ...ready, PAYLOAD_SECRET: '' })).toEqual([
      expect.stringMatching(/openssl rand -hex 32/),
    ])
  })

  it('needs neither in development', () => {
    expect(startupProblems({ NODE_ENV: 'development' })).toEqual([])
  })
})

describe('startupWarnings', () => {
  it('warns a production server that cannot tell its callers apart', () => {
    expect(startupWarnings({ ...ready, TRUST_PROXY: undefined })).toEqual([
      expect.stringMatching(/TRUST_PROXY is not set.*\n.*shared by all of them/),
    ])
    expect(startupWarnings(ready)).toEqual([])
    expect(startupWarnings({ NODE_ENV: 'development' })).toEqual([])
  })
})
