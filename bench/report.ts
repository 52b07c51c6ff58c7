/** The benchmark's budgets (ENGINEERING.md, "Bars the product must clear") and its Markdown table. */
import type { FirstLoad, Load, LighthouseScores } from './measure'

export type Results = {
  ranAt: string
  commit: string
  quick: boolean
  machine: {
    cpus: number
    cpu: string
    memoryGb: number
    node: string
    nginx: string
    os: string
    /** Share of the machine's CPU time the hypervisor took for others during the run, in %. */
    stealPercent?: number
  }
  throughput: { page: string; path: string; app: Load; nginx: Load; proxy: Load }[]
  publish: { direct: number[]; proxy: number[] }
  firstLoad: FirstLoad[]
  lighthouse: (LighthouseScores & { page: string; path: string; runs: number[] })[]
  submissions?: Load & { ok: number; stored: number; lost?: number }
  load?: { direct: Load; proxy: Load }
  soak?: { seconds: number; load: Load; samples: { t: number; rssMb: number }[] }
}

export type Verdict = { budget: string; figure: string; pass: boolean }

const KB = 1000
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`
const ratio = (a: number, b: number) => (b ? a / b : 0)
const max = (xs: number[]) => (xs.length ? Math.max(...xs) : NaN)

/**
 * Memory growth over the soak: the troughs of the RSS in the last quarter against those in the
 * second (the first is warm-up). Under load the heap rises and falls in a saw-tooth whose period
 * (30–50 s here) is a good part of a quarter, so a quarter's mean depends on where the teeth fall;
 * the level the process comes back down to after each collection is what it keeps, and what a leak
 * raises. A quarter's level is the mean of its troughs (its lowest sample if it has none), so one
 * unusually deep drop does not decide it either.
 */
export function soakGrowth(samples: { rssMb: number }[]): number {
  const rss = samples.map((s) => s.rssMb)
  const q = Math.max(1, Math.floor(rss.length / 4))
  const level = (from: number, to: number) => {
    const window = rss.slice(from, to)
    const troughs = window.filter((x, k) => {
      const i = from + k
      return i > 0 && i < rss.length - 1 && x <= rss[i - 1] && x < rss[i + 1]
    })
    const xs = troughs.length ? troughs : [Math.min(...window)]
    return xs.reduce((sum, x) => sum + x, 0) / xs.length
  }
  const early = level(q, 2 * q)
  const late = level(rss.length - q, rss.length)
  return early > 0 ? late / early - 1 : 0
}

export function evaluate(r: Results): Verdict[] {
  const v: Verdict[] = []
  for (const t of r.throughput) {
    const appRatio = ratio(t.app.rps, t.nginx.rps)
    const proxyRatio = ratio(t.proxy.rps, t.nginx.rps)
    v.push({
      budget: `${t.page}: next start ≥ 0.15 × nginx, p99 < 50 ms`,
      figure: `${appRatio.toFixed(2)} × (${t.app.rps} vs ${t.nginx.rps} req/s), p99 ${t.app.p99} ms`,
      pass: appRatio >= 0.15 && t.app.p99 < 50 && t.app.non2xx + t.app.errors === 0,
    })
    v.push({
      budget: `${t.page}: behind the proxy ≥ 0.8 × nginx`,
      figure: `${proxyRatio.toFixed(2)} × (${t.proxy.rps} req/s), p99 ${t.proxy.p99} ms`,
      pass: proxyRatio >= 0.8 && t.proxy.non2xx + t.proxy.errors === 0,
    })
  }
  for (const [via, times] of Object.entries(r.publish)) {
    v.push({
      budget: `publish-to-live (${via}) ≤ 1 s`,
      figure: `max ${max(times)} ms (${times.join(', ')} ms)`,
      pass: times.length > 0 && max(times) <= 1000,
    })
  }
  const content = r.firstLoad.filter((f) => f.path !== '/onboarding')
  const worst = content.reduce((a, b) => (b.gzip > a.gzip ? b : a), content[0])
  if (worst) {
    v.push({
      budget: 'first-load JS ≤ 120 kB gzip on content pages',
      figure: `largest ${kb(worst.gzip)} (${worst.path})`,
      pass: worst.gzip <= 120 * KB,
    })
  }
  const onboarding = r.firstLoad.find((f) => f.path === '/onboarding')
  if (onboarding) {
    v.push({
      budget: 'first-load JS ≤ 180 kB gzip on onboarding',
      figure: kb(onboarding.gzip),
      pass: onboarding.gzip <= 180 * KB,
    })
  }
  for (const l of r.lighthouse) {
    v.push({
      budget: `Lighthouse ${l.page}: performance ≥ 95, others 100`,
      figure: `${l.performance} / ${l.accessibility} / ${l.bestPractices} / ${l.seo}`,
      pass:
        l.performance >= 95 && l.accessibility === 100 && l.bestPractices === 100 && l.seo === 100,
    })
  }
  if (r.submissions) {
    const s = r.submissions
    v.push({
      budget: 'submissions ≥ 200/s at 20 clients, p99 ≤ 100 ms, none lost',
      figure: `${s.rps}/s, p99 ${s.p99} ms, ${s.ok} answered 2xx, ${s.lost ?? '?'} of them not stored`,
      pass: s.rps >= 200 && s.p99 <= 100 && s.lost === 0 && s.non2xx + s.errors === 0,
    })
  }
  if (r.load) {
    for (const [via, l] of Object.entries(r.load)) {
      v.push({
        budget: `200 visitors (${via}): no error, p99 < 200 ms`,
        // autocannon counts a timed-out request among its errors too.
        figure: `${l.rps} req/s, p99 ${l.p99} ms, ${l.non2xx + l.errors} errors${l.timeouts ? ` (${l.timeouts} timed out)` : ''}`,
        pass: l.p99 < 200 && l.non2xx + l.errors === 0,
      })
    }
  }
  if (r.soak) {
    const growth = soakGrowth(r.soak.samples)
    const rss = r.soak.samples.map((s) => s.rssMb)
    v.push({
      budget: 'memory stable over the soak (growth ≤ 10 %)',
      figure: `${r.soak.seconds} s at ${r.soak.load.rps} req/s: ${Math.min(...rss)}–${Math.max(...rss)} MB, growth ${(growth * 100).toFixed(1)} %`,
      pass: growth <= 0.1 && r.soak.load.non2xx + r.soak.load.errors === 0,
    })
  }
  return v
}

export function markdown(r: Results, verdicts: Verdict[]): string {
  const m = r.machine
  const lines = [
    `Ran ${r.ranAt.slice(0, 16).replace('T', ' ')} UTC on commit ${r.commit.slice(0, 7)}${r.quick ? ' (quick run: not a measurement)' : ''}; ` +
      `${m.cpus} × ${m.cpu}, ${m.memoryGb} GB, Node ${m.node}, ${m.nginx}` +
      (m.stealPercent === undefined
        ? '.'
        : `; the host took ${m.stealPercent} % of this machine's CPU time during the run (steal).`),
    '',
    '| Budget | Figure | |',
    '| --- | --- | --- |',
    ...verdicts.map((x) => `| ${x.budget} | ${x.figure} | ${x.pass ? 'met' : '**missed**'} |`),
    '',
    '| Page | nginx (static) req/s | next start req/s | p50 / p99 ms | ratio | proxy req/s | ratio |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...r.throughput.map(
      (t) =>
        `| ${t.path} | ${t.nginx.rps} | ${t.app.rps} | ${t.app.p50} / ${t.app.p99} | ${ratio(t.app.rps, t.nginx.rps).toFixed(2)} | ${t.proxy.rps} | ${ratio(t.proxy.rps, t.nginx.rps).toFixed(2)} |`,
    ),
    '',
    '| Lighthouse (mobile, median of runs) | Perf. | A11y | Best pr. | SEO | LCP ms | TBT ms | CLS | all JS loaded |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...r.lighthouse.map(
      (l) =>
        `| ${l.path} | ${l.performance} (${l.runs.join(', ')}) | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.lcp} | ${l.tbt} | ${l.cls} | ${kb(l.scriptBytes)} |`,
    ),
    '',
    '| Route | scripts | first-load JS raw | gzip |',
    '| --- | --- | --- | --- |',
    ...r.firstLoad.map((f) => `| ${f.path} | ${f.scripts} | ${kb(f.raw)} | ${kb(f.gzip)} |`),
  ]
  return lines.join('\n')
}
