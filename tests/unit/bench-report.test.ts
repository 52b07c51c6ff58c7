import { describe, expect, it } from 'vitest'
import { combineRuns, parseAb, type Load } from '../../bench/measure'
import { evaluate, markdown, type Results } from '../../bench/report'

const load = (rps: number, p99: number, failed = 0): Load => ({
  rps,
  p50: Math.round(p99 / 2),
  p99,
  requests: rps * 10,
  non2xx: failed,
  errors: 0,
  timeouts: 0,
  statusCodes: { 200: rps * 10 - failed, ...(failed ? { 500: failed } : {}) },
})

const lighthouse = (performance: number, lcp: number) => ({
  page: 'home',
  path: '/',
  runs: [performance, performance, performance],
  lcps: [lcp, lcp + 400, lcp - 100],
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp,
  tbt: 0,
  cls: 0,
  scriptBytes: 150_000,
  firstFrame: { ms: 160, scriptBytes: 120_000 },
  benchmarkIndex: 1800,
  html: { raw: 82_400, gzip: 17_900 },
})

function results(overrides: Partial<Results> = {}): Results {
  return {
    ranAt: '2026-11-24T01:00:00.000Z',
    commit: 'abcdef0123456789',
    quick: false,
    machine: { cpus: 2, cpu: 'EPYC', memoryGb: 24, node: 'v20', nginx: 'nginx/1.22', os: 'linux' },
    yardstick: { page: '/', oneThread: load(11000, 5), twoThreads: load(11500, 5) },
    throughput: [
      {
        page: 'home',
        path: '/',
        nginx: load(12000, 4),
        app: load(3000, 40),
        proxy: load(11500, 5),
        proxyTwo: load(11000, 6),
      },
    ],
    publish: { direct: [420, 510], proxy: [900, 1300] },
    firstLoad: [],
    lighthouse: [lighthouse(100, 1500)],
    lighthouseApplied: [lighthouse(100, 1200)],
    ...overrides,
  }
}

const verdict = (r: Results, start: string) => evaluate(r).find((v) => v.budget.startsWith(start))

describe('benchmark report', () => {
  it('meets a budget only when the figure is inside it and nothing failed', () => {
    const r = results()
    expect(verdict(r, 'home: next start alone')?.pass).toBe(true)
    expect(verdict(r, 'home: behind the proxy, one instance')?.pass).toBe(true)
    expect(verdict(r, 'publish-to-live (direct)')?.pass).toBe(true)
    // One slow publish misses the budget, however fast the others were.
    expect(verdict(r, 'publish-to-live (proxy)')?.pass).toBe(false)

    const failing = results({
      throughput: [{ ...r.throughput[0], app: load(3000, 40, 3) }],
    })
    expect(verdict(failing, 'home: next start alone')?.pass).toBe(false)
  })

  it('judges Lighthouse speed with throttling applied: 100 with LCP within 1.5 s', () => {
    expect(verdict(results(), 'Lighthouse home')?.pass).toBe(true)
    const slow = results({ lighthouseApplied: [lighthouse(100, 1600)] })
    expect(verdict(slow, 'Lighthouse home')?.pass).toBe(false)
    expect(verdict(slow, 'Lighthouse home')?.figure).toContain('LCP 1600 ms')
    // The simulated run's speed is shown, not judged; its other categories are.
    const simulatedSlow = results({ lighthouse: [lighthouse(90, 2600)] })
    expect(verdict(simulatedSlow, 'Lighthouse home')?.pass).toBe(true)
    const notMeasured = results({ lighthouseApplied: [] })
    expect(verdict(notMeasured, 'Lighthouse home')?.pass).toBe(false)
  })

  it('leaves out the budgets of parts a run did not measure', () => {
    const r = results({ throughput: [], publish: { direct: [], proxy: [] }, lighthouse: [] })
    expect(evaluate(r)).toEqual([])
  })

  it('prints each page’s HTML bytes beside its Lighthouse figures, and marks a miss', () => {
    const text = markdown(results(), evaluate(results()))
    expect(text).toContain(
      '| / | 100 (100, 100, 100) | 100 | 100 | 100 | 1500 (1500, 1900, 1400) | 0 | 0 | 160 ms (120.0 kB) | 150.0 kB | 82.4 kB (17.9 kB) |',
    )
    expect(text).toMatch(/publish-to-live \(proxy\) ≤ 1 s \| max 1300 ms .*\| \*\*missed\*\* \|/)
    expect(text).toContain('nginx served 11000 req/s to one wrk thread and 11500 to two')
  })

  it('sets the framework’s own Lighthouse figures beside the pages, and says how fast the host is', () => {
    const floor = { ...lighthouse(98, 900), benchmarkIndex: 977 }
    const r = results({ floorLighthouse: floor })
    const text = markdown(r, evaluate(r))
    expect(text).toContain(
      '| empty App Router app (floor) | 98 (98, 98, 98) | – | – | – | 900 (900, 1300, 800) | 0 | 0 | 160 ms (120.0 kB) | 150.0 kB | – |',
    )
    expect(text).toContain(
      "Lighthouse's CPU benchmark of this host: 977–1800, below the 1,000 its mobile defaults assume in some runs",
    )
    expect(markdown(results(), evaluate(results()))).toContain(
      'benchmark of this host: 1800, at or above the 1,000',
    )
    // The floor is a yardstick, not a budget.
    expect(evaluate(r).filter((v) => v.budget.startsWith('Lighthouse'))).toHaveLength(1)
  })

  it('shows the pages measured with throttling applied beside the floor', () => {
    const applied = { ...lighthouse(99, 1450), tbt: 70 }
    const r = results({
      lighthouseApplied: [applied],
      floorLighthouseApplied: { ...lighthouse(100, 690), tbt: 80 },
    })
    const text = markdown(r, evaluate(r))
    expect(text).toContain('| Lighthouse (mobile, throttling applied, median of runs) |')
    expect(text).toContain(
      '| empty App Router app (floor) | 100 (100, 100, 100) | 690 (690, 1090, 590) | 80 | 0 |',
    )
    expect(text).toContain('| / | 99 (99, 99, 99) | 1450 (1450, 1850, 1350) | 70 | 0 |')
    expect(verdict(r, 'Lighthouse home')?.pass).toBe(false)
    expect(markdown(results({ lighthouseApplied: [] }), [])).not.toContain('throttling applied')
  })

  it('shows the latency of every request as sent beside wrk’s, and fails on a failed request', () => {
    const r = results()
    const appLatency = { rps: 2900, p50: 17, p99: 38, max: 61, failed: 0 }
    const measured = results({ throughput: [{ ...r.throughput[0], appLatency }] })
    expect(verdict(measured, 'home: next start alone')?.figure).toContain(
      'every request as sent: p99 38 ms',
    )
    expect(markdown(measured, evaluate(measured))).toContain('| 2900, 17 / 38 / 61 |')
    const failed = results({
      throughput: [{ ...r.throughput[0], appLatency: { ...appLatency, failed: 2 } }],
    })
    expect(verdict(failed, 'home: next start alone')?.pass).toBe(false)
  })
})

describe('ApacheBench report', () => {
  const report = (extra = '') => `Document Path:          /pricing-overview
Document Length:        49845 bytes

Concurrency Level:      50
Time taken for tests:   10.000 seconds
Complete requests:      15166
Failed requests:        1
${extra}Keep-Alive requests:    15166
Requests per second:    1516.54 [#/sec] (mean)
Time per request:       32.970 [ms] (mean)

Percentage of the requests served within a certain time (ms)
  50%     31
  66%     33
  90%     40
  99%     55
 100%     93 (longest request)
`

  it('reads the rate, the percentiles and the failures', () => {
    expect(parseAb(report())).toEqual({ rps: 1517, p50: 31, p99: 55, max: 93, failed: 1 })
    expect(parseAb(report('Non-2xx responses:      4\n')).failed).toBe(5)
  })

  it('says so when a figure is missing', () => {
    expect(() => parseAb('Complete requests: 0\n')).toThrow(/ab printed no/)
  })
})

describe('rounds of one target', () => {
  /** A 5 s round: the file's `load`, with its own p50. */
  const round = (rps: number, p50: number, p99: number): Load => ({
    ...load(rps, p99),
    p50,
    requests: rps * 5,
  })

  it('rates all requests over the summed time, with the median p50 and the worst p99', () => {
    const combined = combineRuns([
      round(40_000, 1.1, 4),
      round(50_000, 0.9, 30),
      round(45_000, 1, 5),
    ])
    expect(combined.rps).toBe(45_000)
    expect(combined.requests).toBe(675_000)
    expect(combined.p50).toBe(1)
    expect(combined.p99).toBe(30)
  })

  it('keeps the failures of every round', () => {
    const failing = { ...round(1000, 1, 2), non2xx: 3, errors: 2 }
    const combined = combineRuns([round(1000, 1, 2), failing])
    expect(combined.non2xx).toBe(3)
    expect(combined.errors).toBe(2)
  })
})
