import { describe, expect, it } from 'vitest'
import { startupProblems, startupWarnings } from '@/server/startup'

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
    const problems = startupProblems({ NODE_ENV: 'production', TRUST_PROXY: '1' })
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/SITE_URL is not set/)
    expect(problems[1]).toMatch(/PAYLOAD_SECRET is not set/)
    expect(startupProblems({ ...ready, PAYLOAD_SECRET: '' })).toEqual([
      expect.stringMatching(/openssl rand -hex 32/),
    ])
  })

  it('refuses a production server that cannot tell its callers apart, unless told TRUST_PROXY=0', () => {
    expect(startupProblems({ ...ready, TRUST_PROXY: undefined })).toEqual([
      expect.stringMatching(/TRUST_PROXY is not set(.|\n)*TRUST_PROXY=1(.|\n)*TRUST_PROXY=0/),
    ])
    expect(startupProblems({ ...ready, TRUST_PROXY: '0' })).toEqual([])
  })

  it('needs none of them in development', () => {
    expect(startupProblems({ NODE_ENV: 'development' })).toEqual([])
  })
})

describe('startupWarnings', () => {
  it('warns a production server told to run without a proxy that callers share every limit', () => {
    expect(startupWarnings({ ...ready, TRUST_PROXY: '0' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY=0: .*shared by/),
    ])
    expect(startupWarnings(ready)).toEqual([])
    expect(startupWarnings({ NODE_ENV: 'development' })).toEqual([])
  })
})
