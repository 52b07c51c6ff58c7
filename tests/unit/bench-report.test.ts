import { describe, expect, it } from 'vitest'
import type { Load } from '../../bench/measure'
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
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp,
  tbt: 0,
  cls: 0,
  scriptBytes: 150_000,
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

  it('asks Lighthouse for 100 with LCP within 1.8 s', () => {
    expect(verdict(results(), 'Lighthouse home')?.pass).toBe(true)
    const slow = results({ lighthouse: [lighthouse(100, 1900)] })
    expect(verdict(slow, 'Lighthouse home')?.pass).toBe(false)
    expect(verdict(slow, 'Lighthouse home')?.figure).toContain('LCP 1900 ms')
  })

  it('leaves out the budgets of parts a run did not measure', () => {
    const r = results({ throughput: [], publish: { direct: [], proxy: [] }, lighthouse: [] })
    expect(evaluate(r)).toEqual([])
  })

  it('prints each page’s HTML bytes beside its Lighthouse figures, and marks a miss', () => {
    const text = markdown(results(), evaluate(results()))
    expect(text).toContain(
      '| / | 100 (100, 100, 100) | 100 | 100 | 100 | 1500 | 0 | 0 | 150.0 kB | 82.4 kB (17.9 kB) |',
    )
    expect(text).toMatch(/publish-to-live \(proxy\) ≤ 1 s \| max 1300 ms .*\| \*\*missed\*\* \|/)
    expect(text).toContain('nginx served 11000 req/s to one wrk thread and 11500 to two')
  })
})
