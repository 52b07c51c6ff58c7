/** The benchmark's budgets and its Markdown table. */
import type { FirstLoad, Latency, Load, LighthouseRuns } from './measure'

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
  /**
   * nginx serving a static page with one and with two wrk threads: if the second thread raises
   * its rate, one thread was the limit, and the measurements use two.
   */
  yardstick: { page: string; oneThread: Load; twoThreads: Load }
  throughput: {
    page: string
    path: string
    nginx: Load
    app: Load
    /** The app alone again, every request's latency as sent (ApacheBench): nothing added. */
    appLatency?: Latency
    proxy: Load
    /** Two instances sharing Redis behind the proxy (absent when no Redis answers). */
    proxyTwo?: Load
  }[]
  publish: { direct: number[]; proxy: number[]; otherInstance?: number[] }
  /** The first-load JavaScript of an empty App Router app built with the same Next.js. */
  floor?: FirstLoad
  firstLoad: FirstLoad[]
  /**
   * Lighthouse with its default, simulated throttling: shown for comparison; its accessibility,
   * best-practice and SEO scores are judged, its speed is not.
   */
  lighthouse: (LighthouseRuns & {
    page: string
    path: string
    /** The page's HTML, raw and gzip (bytes). */
    html?: { raw: number; gzip: number }
  })[]
  /** Lighthouse on the floor app: what the framework alone scores on this host. */
  floorLighthouse?: LighthouseRuns
  /**
   * The same pages with the phone's network and CPU applied to the browser (DevTools throttling)
   * and measured as they load: the speed the budgets are judged on.
   */
  lighthouseApplied: (LighthouseRuns & { page: string; path: string })[]
  floorLighthouseApplied?: LighthouseRuns
  submissions?: Load & { ok: number; stored: number; lost?: number }
  /** The wizard's step saves (a visitor's first save of three steps). */
  drafts?: Load & { ok: number }
  /** The header box's as-you-type search (GET /api/site-search). */
  search?: Load
}

export type Verdict = { budget: string; figure: string; pass: boolean }

const KB = 1000
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`
const ratio = (a: number, b: number) => (b ? a / b : 0)
const max = (xs: number[]) => Math.max(...xs)
const failures = (l: Load) => l.non2xx + l.errors

export function evaluate(r: Results): Verdict[] {
  const v: Verdict[] = []
  for (const t of r.throughput) {
    v.push({
      budget: `${t.page}: next start alone, p99 < 100 ms at 50 connections`,
      // Judged on wrk's p99, which its coordinated-omission correction can only raise; the p99 of
      // the requests as sent (ApacheBench) is shown beside it.
      figure:
        `${t.app.rps} req/s (${ratio(t.app.rps, t.nginx.rps).toFixed(2)} × nginx's ${t.nginx.rps}), p50 ${t.app.p50} / p99 ${t.app.p99} ms` +
        (t.appLatency ? `; every request as sent: p99 ${t.appLatency.p99} ms` : ''),
      pass: t.app.p99 < 100 && failures(t.app) === 0 && !t.appLatency?.failed,
    })
    for (const [label, l] of [
      ['one instance', t.proxy],
      ['two instances', t.proxyTwo],
    ] as const) {
      if (!l) continue
      const x = ratio(l.rps, t.nginx.rps)
      v.push({
        budget: `${t.page}: behind the proxy, ${label}, ≥ 0.9 × nginx, p99 < 20 ms`,
        figure: `${x.toFixed(2)} × (${l.rps} req/s), p99 ${l.p99} ms`,
        pass: x >= 0.9 && l.p99 < 20 && failures(l) === 0,
      })
    }
  }
  for (const [via, times] of Object.entries(r.publish)) {
    // A part left out of this run (`--only`) has no figure and no verdict.
    if (!times?.length) continue
    const where = via === 'otherInstance' ? 'the other instance' : via
    v.push({
      budget: `publish-to-live (${where}) ≤ 1 s`,
      figure: `max ${max(times)} ms (${times.join(', ')} ms)`,
      pass: max(times) <= 1000,
    })
  }
  if (r.floor) {
    const floor = r.floor.gzip
    const own = (f: FirstLoad) => f.gzip - floor
    const content = r.firstLoad.filter((f) => f.path !== '/onboarding')
    const worst = content.reduce((a, b) => (own(b) > own(a) ? b : a), content[0])
    if (worst) {
      v.push({
        budget: `first-load JS of the site's own ≤ 15 kB gzip on content pages (floor ${kb(floor)})`,
        figure: `largest ${kb(own(worst))} (${worst.path}: ${kb(worst.gzip)})`,
        pass: own(worst) <= 15 * KB,
      })
    }
    const onboarding = r.firstLoad.find((f) => f.path === '/onboarding')
    if (onboarding) {
      v.push({
        budget: `first-load JS of the site's own ≤ 60 kB gzip on onboarding`,
        figure: `${kb(own(onboarding))} (${kb(onboarding.gzip)})`,
        pass: own(onboarding) <= 60 * KB,
      })
    }
  }
  // Speed is judged with the phone's network and CPU applied to the browser as the page loads
  // (DevTools throttling); the simulated run gives the other categories, which no throttling moves.
  for (const l of r.lighthouse) {
    const applied = r.lighthouseApplied.find((a) => a.page === l.page)
    v.push({
      budget: `Lighthouse ${l.page}, throttling applied: performance 100 with LCP ≤ 1.5 s, others 100`,
      figure: applied
        ? `${applied.performance} (LCP ${applied.lcp} ms) / ${l.accessibility} / ${l.bestPractices} / ${l.seo}`
        : `not measured with throttling applied / ${l.accessibility} / ${l.bestPractices} / ${l.seo}`,
      pass:
        applied !== undefined &&
        applied.performance === 100 &&
        applied.lcp <= 1500 &&
        l.accessibility === 100 &&
        l.bestPractices === 100 &&
        l.seo === 100,
    })
  }
  if (r.submissions) {
    const s = r.submissions
    v.push({
      budget: 'submissions through Payload ≥ 200/s at 20 clients, p99 ≤ 100 ms, none lost',
      figure: `${s.rps}/s, p99 ${s.p99} ms, ${s.ok} answered 2xx, ${s.lost ?? '?'} of them not stored`,
      pass: s.rps >= 200 && s.p99 <= 100 && s.lost === 0 && failures(s) === 0,
    })
  }
  if (r.drafts) {
    const d = r.drafts
    v.push({
      budget: 'a wizard step save at 20 clients: p99 ≤ 100 ms, no visible wait',
      figure: `${d.rps}/s, p99 ${d.p99} ms, ${d.ok} answered 2xx`,
      pass: d.p99 <= 100 && failures(d) === 0,
    })
  }
  if (r.search) {
    const s = r.search
    v.push({
      budget: 'site search as you type at 20 clients: p99 < 100 ms',
      figure: `${s.rps}/s, p50 ${s.p50} / p99 ${s.p99} ms, ${s.requests} requests`,
      pass: s.p99 < 100 && failures(s) === 0,
    })
  }
  return v
}

export function markdown(r: Results, verdicts: Verdict[]): string {
  const m = r.machine
  const y = r.yardstick
  const lines = [
    `Ran ${r.ranAt.slice(0, 16).replace('T', ' ')} UTC on commit ${r.commit.slice(0, 7)}${r.quick ? ' (quick run: not a measurement)' : ''}; ` +
      `${m.cpus} × ${m.cpu}, ${m.memoryGb} GB, Node ${m.node}, ${m.nginx}` +
      (m.stealPercent === undefined
        ? '.'
        : `; the host took ${m.stealPercent} % of this machine's CPU time during the run (steal).`),
    '',
    `Load generators: wrk (Debian), in processes of its own, two threads; for the app alone also ApacheBench (Debian), one process. Yardstick check on ${y.page}: ` +
      `nginx served ${y.oneThread.rps} req/s to one wrk thread and ${y.twoThreads.rps} to two.`,
    '',
    '| Budget | Figure | |',
    '| --- | --- | --- |',
    ...verdicts.map((x) => `| ${x.budget} | ${x.figure} | ${x.pass ? 'met' : '**missed**'} |`),
    '',
    '| Page | nginx (static) req/s | next start req/s | p50 / p99 ms | every request: req/s, p50 / p99 / max ms | ratio | proxy, 1 instance | ratio | proxy, 2 instances | ratio |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...r.throughput.map((t) =>
      [
        t.path,
        t.nginx.rps,
        t.app.rps,
        `${t.app.p50} / ${t.app.p99}`,
        t.appLatency
          ? `${t.appLatency.rps}, ${t.appLatency.p50} / ${t.appLatency.p99} / ${t.appLatency.max}`
          : '–',
        ratio(t.app.rps, t.nginx.rps).toFixed(2),
        `${t.proxy.rps} (p99 ${t.proxy.p99} ms)`,
        ratio(t.proxy.rps, t.nginx.rps).toFixed(2),
        t.proxyTwo ? `${t.proxyTwo.rps} (p99 ${t.proxyTwo.p99} ms)` : '–',
        t.proxyTwo ? ratio(t.proxyTwo.rps, t.nginx.rps).toFixed(2) : '–',
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .concat(' |'),
    ),
    '',
    '| Lighthouse (mobile, median of runs) | Perf. | A11y | Best pr. | SEO | LCP ms | TBT ms | CLS | first frame here (scripts in by then) | all JS loaded | HTML raw (gzip) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    // The floor's page is one paragraph: only its speed is a yardstick, not its other categories.
    ...(r.floorLighthouse
      ? [lighthouseRow('empty App Router app (floor)', r.floorLighthouse, 'speed only')]
      : []),
    ...r.lighthouse.map((l) => lighthouseRow(l.path, l, 'every category')),
    ...hostSpeed(r),
    ...appliedTable(r),
    '',
    `| Route | scripts | first-load JS raw | gzip | the site's own (gzip, over the floor) |`,
    '| --- | --- | --- | --- | --- |',
    ...(r.floor
      ? [
          `| empty App Router app (floor) | ${r.floor.scripts} | ${kb(r.floor.raw)} | ${kb(r.floor.gzip)} | – |`,
        ]
      : []),
    ...r.firstLoad.map(
      (f) =>
        `| ${f.path} | ${f.scripts} | ${kb(f.raw)} | ${kb(f.gzip)} | ${r.floor ? kb(f.gzip - r.floor.gzip) : '–'} |`,
    ),
  ]
  return lines.join('\n')
}

/** A row of the Lighthouse table: the speed figures, and the other categories where they count. */
function lighthouseRow(
  name: string,
  l: LighthouseRuns & { html?: { raw: number; gzip: number } },
  shown: 'every category' | 'speed only',
): string {
  const all = shown === 'every category'
  const categories = all ? [l.accessibility, l.bestPractices, l.seo] : ['–', '–', '–']
  const html = all && l.html ? `${kb(l.html.raw)} (${kb(l.html.gzip)})` : '–'
  const frame = `${l.firstFrame.ms} ms (${kb(l.firstFrame.scriptBytes)})`
  const cells = [
    withRuns(l.performance, l.runs),
    ...categories,
    withRuns(l.lcp, l.lcps),
    l.tbt,
    l.cls,
  ]
  return `| ${name} | ${cells.join(' | ')} | ${frame} | ${kb(l.scriptBytes)} | ${html} |`
}

/** The median run's figure, and every run's beside it. */
const withRuns = (median: number, runs: number[]) => `${median} (${runs.join(', ')})`

/** The same pages measured with the phone's network and CPU applied rather than simulated. */
function appliedTable(r: Results): string[] {
  if (!r.lighthouseApplied.length) return []
  // The onboarding form's times, on the pages that have the form.
  const time = (median: number | undefined, runs: number[] | undefined) =>
    median !== undefined && Number.isFinite(median) ? withRuns(median, runs ?? []) : '–'
  const row = (name: string, l: LighthouseRuns) =>
    `| ${name} | ${withRuns(l.performance, l.runs)} | ${withRuns(l.lcp, l.lcps)} | ${l.tbt} | ${l.cls} | ${time(l.formTyping, l.formTypings)} | ${time(l.formReady, l.formReadies)} |`
  return [
    '',
    '| Lighthouse (mobile, throttling applied, median of runs) | Perf. | LCP ms | TBT ms | CLS | Form takes typing, ms | Form buttons work, ms |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...(r.floorLighthouseApplied
      ? [row('empty App Router app (floor)', r.floorLighthouseApplied)]
      : []),
    ...r.lighthouseApplied.map((l) => row(l.path, l)),
  ]
}

/**
 * Lighthouse's measure of the host's CPU, over the runs that gave the figures: its mobile defaults
 * slow the CPU four times on the assumption of a host of 1,000 or more, and below that it warns
 * that the host lowers the performance score. The budget is judged with the defaults all the same.
 */
function hostSpeed(r: Results): string[] {
  const indexes = [...(r.floorLighthouse ? [r.floorLighthouse] : []), ...r.lighthouse]
    .map((l) => l.benchmarkIndex)
    .filter(Number.isFinite)
  if (!indexes.length) return []
  const [low, high] = [Math.min(...indexes), Math.max(...indexes)]
  const range = low === high ? `${low}` : `${low}–${high}`
  const verdict =
    high < 1000
      ? 'below the 1,000 its mobile defaults assume'
      : low < 1000
        ? 'below the 1,000 its mobile defaults assume in some runs'
        : 'at or above the 1,000 its mobile defaults assume'
  return [
    '',
    `Lighthouse's CPU benchmark of this host: ${range}, ${verdict}` +
      (low < 1000 ? ' (Lighthouse warns that such a host lowers the performance score).' : '.'),
  ]
}
