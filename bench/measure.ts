/**
 * The benchmark's measurements: HTTP load from generators in processes of their own (wrk for
 * pages, ApacheBench for the latency of every request as sent, an autocannon child for
 * submissions), first-load JavaScript, Lighthouse.
 */
import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { CHROMIUM_ARGS } from '../scripts/chromium'
import { ensureDebianPackage } from '../scripts/debian'
import { freePort } from '../scripts/db'
import { READY_MARK } from '../src/lib/onboarding/timing'

export type Load = {
  rps: number
  p50: number
  p99: number
  requests: number
  non2xx: number
  errors: number
  timeouts: number
  /** Answers per HTTP status, to tell which failures a run had. */
  statusCodes: Record<string, number>
}

const WRK = '/usr/bin/wrk'
const AB = '/usr/bin/ab'

/** wrk, and ApacheBench (`ab`, package apache2-utils), installed when missing. */
export function ensureLoadGenerators(): void {
  ensureDebianPackage(WRK, 'wrk')
  ensureDebianPackage(AB, 'apache2-utils')
}

function run(binary: string, args: string[]): Promise<string> {
  return new Promise<string>((resolve, reject) =>
    execFile(binary, args, { maxBuffer: 1 << 20 }, (error, out, err) =>
      error ? reject(new Error(`${error.message}\n${err}`)) : resolve(out),
    ),
  )
}

/** Latency of every request as sent, whole milliseconds: nothing added for requests not sent. */
export type Latency = { rps: number; p50: number; p99: number; max: number; failed: number }

/**
 * The latency of every request at `connections` keep-alive connections for `duration` seconds,
 * from ApacheBench, a C client in a process of its own. wrk's percentiles are corrected for
 * coordinated omission: a request slower than twice a connection's usual interval is also counted
 * again at every interval below it, as if the connection had kept sending. When the connections
 * open at once, Node accepts one new connection per turn of its event loop, so on a saturated
 * server the last ones wait for their first answer while the others are served, and that
 * correction turns those few first requests into the whole p99. ab adds nothing: its percentiles
 * are those of the requests it sent.
 */
export async function ab(
  url: string,
  opts: { connections: number; duration: number },
): Promise<Latency> {
  // -n only caps the count (ab stops at -t); without it ab stops at 50,000 requests.
  const out = await run(AB, [
    '-k',
    '-q',
    '-c',
    String(opts.connections),
    '-t',
    String(opts.duration),
    '-n',
    '2000000',
    url,
  ])
  return parseAb(out)
}

/** ApacheBench's figures from its report. */
export function parseAb(out: string): Latency {
  const figure = (re: RegExp) => {
    const m = re.exec(out)
    if (!m) throw new Error(`ab printed no ${re.source}:\n${out}`)
    return Number(m[1])
  }
  const non2xx = /Non-2xx responses:\s+(\d+)/.exec(out)
  return {
    rps: Math.round(figure(/Requests per second:\s+([\d.]+)/)),
    p50: figure(/^\s+50%\s+(\d+)/m),
    p99: figure(/^\s+99%\s+(\d+)/m),
    max: figure(/^\s+100%\s+(\d+)/m),
    failed: figure(/Failed requests:\s+(\d+)/) + (non2xx ? Number(non2xx[1]) : 0),
  }
}

/**
 * GET load from wrk, a C load generator in a process (and threads) of its own: every connection
 * requests `paths` in turn for `duration` seconds. wrk's own figures (bench/wrk.lua) come back as
 * one JSON line.
 */
export async function wrk(
  base: string,
  opts: { connections: number; duration: number; paths: string[]; threads?: number },
): Promise<Load> {
  const list = path.join(os.tmpdir(), `leadpilot-wrk-${process.pid}-${Date.now()}.txt`)
  fs.writeFileSync(list, `${opts.paths.join('\n')}\n`)
  const threads = Math.min(opts.threads ?? 2, opts.connections)
  try {
    const stdout = await run(WRK, [
      `-t${threads}`,
      `-c${opts.connections}`,
      `-d${opts.duration}s`,
      '--timeout',
      '10s',
      '-s',
      path.resolve('bench/wrk.lua'),
      base,
      '--',
      list,
    ])
    const line = stdout.split('\n').find((l) => l.startsWith('WRK_JSON '))
    if (!line) throw new Error(`wrk printed no figures:\n${stdout}`)
    const r = JSON.parse(line.slice('WRK_JSON '.length)) as Record<string, number>
    return {
      rps: Math.round((r.requests * 1e6) / r.duration_us),
      p50: Math.round(r.p50_us / 100) / 10,
      p99: Math.round(r.p99_us / 100) / 10,
      requests: r.requests,
      non2xx: r.status,
      errors: r.connect + r.read + r.write + r.timeout,
      timeouts: r.timeout,
      statusCodes: {},
    }
  } finally {
    fs.rmSync(list, { force: true })
  }
}

/**
 * Several runs of one target as one figure: the rate over all of them (requests over their
 * summed time), the median of their p50s, and the worst of their p99s (a tail seen in any run
 * counts).
 */
export function combineRuns(runs: Load[]): Load {
  const sum = (of: (l: Load) => number) => runs.reduce((total, l) => total + of(l), 0)
  const seconds = sum((l) => (l.rps ? l.requests / l.rps : 0))
  const requests = sum((l) => l.requests)
  const p50s = runs.map((l) => l.p50).sort((a, b) => a - b)
  return {
    rps: seconds ? Math.round(requests / seconds) : 0,
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...runs.map((l) => l.p99)),
    requests,
    non2xx: sum((l) => l.non2xx),
    errors: sum((l) => l.errors),
    timeouts: sum((l) => l.timeouts),
    statusCodes: {},
  }
}

export type FirstLoad = { path: string; scripts: number; raw: number; gzip: number }

const scriptSizes = new Map<string, { raw: number; gzip: number }>()

/**
 * The JavaScript a route's HTML makes the browser load before it is interactive: every
 * `<script src>` (module browsers skip `nomodule`), summed raw and gzipped.
 */
export async function firstLoad(base: string, urlPath: string): Promise<FirstLoad> {
  const html = await (await fetch(base + urlPath)).text()
  const srcs = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/\bnomodule\b/i.test(attrs))
    .map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1])
    .filter((src): src is string => Boolean(src))
  let raw = 0
  let gzip = 0
  for (const src of new Set(srcs)) {
    const url = new URL(src, base).toString()
    let size = scriptSizes.get(url)
    if (!size) {
      const bytes = Buffer.from(await (await fetch(url)).arrayBuffer())
      size = { raw: bytes.length, gzip: zlib.gzipSync(bytes).length }
      scriptSizes.set(url, size)
    }
    raw += size.raw
    gzip += size.gzip
  }
  return { path: urlPath, scripts: new Set(srcs).size, raw, gzip }
}

type LighthouseScores = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
  /** Every script the page loaded, lazy chunks included (transfer size, bytes). */
  scriptBytes: number
  /**
   * On a page with the onboarding form, ms after navigation: when its fields took typing (the first
   * contentful paint, as the fields are enabled in the server HTML and painted with it) and when
   * its buttons started working (its User Timing mark, once React has taken the page over); else
   * NaN.
   */
  formTyping?: number
  formReady?: number
  /**
   * When the run's own page load (the one Lighthouse traces, over loopback with nothing slowed)
   * presented its largest paint, in ms after navigation, and how many bytes of script had finished
   * downloading by then. Simulated throttling builds its estimate from that load: every request
   * that finished before this paint is counted as needed for it.
   */
  firstFrame: { ms: number; scriptBytes: number }
  /**
   * Lighthouse's own measure of the host's CPU speed, taken at the start of the run. Its mobile
   * defaults (a 4× CPU slowdown) assume a host of 1,000 or more; below that, Lighthouse warns that
   * the slower host lowers the performance score.
   */
  benchmarkIndex: number
}

type Chromium = { port: number; stop: () => Promise<void> }

async function startChromium(executable: string): Promise<Chromium> {
  const port = await freePort()
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'leadpilot-lh-'))
  const child = spawn(
    executable,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--no-default-browser-check',
      'about:blank',
    ],
    // A process group of its own, so that stopping it ends its renderer and network processes too.
    { stdio: 'ignore', detached: true },
  )
  const deadline = Date.now() + 20_000
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/json/version`)
      break
    } catch {
      if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port')
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    port,
    stop: async () => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
      await exited
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    },
  }
}

/**
 * How Lighthouse slows the load to a phone's: `simulate` (its default) loads the page at full
 * speed and estimates the phone's timings from that trace; `devtools` applies the same network
 * and CPU figures to the browser and measures the load as it happens.
 */
export type Throttling = 'simulate' | 'devtools'

/** The median run's scores, with every run's score and LCP, and the onboarding form's times. */
export type LighthouseRuns = LighthouseScores & {
  runs: number[]
  lcps: number[]
  formTypings?: number[]
  formReadies?: number[]
}

/**
 * Lighthouse with its mobile settings and the given throttling, `runs` times; the run with the
 * median performance score, and every run's score and LCP.
 */
export async function lighthouseMedian(
  chromiumPath: string,
  url: string,
  runs: number,
  throttlingMethod: Throttling = 'simulate',
): Promise<LighthouseRuns> {
  const { default: lighthouse } = await import('lighthouse')
  const all: LighthouseScores[] = []
  for (let i = 0; i < runs; i++) {
    // A fresh browser per run: no warm caches carried from one run to the next.
    const chromium = await startChromium(chromiumPath)
    try {
      const result = await lighthouse(url, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        throttlingMethod,
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      const { categories, audits } = result.lhr
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100)
      all.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
        tbt: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
        scriptBytes: scriptTransfer(audits['resource-summary']?.details),
        ...formTimes(audits),
        firstFrame: firstFrame(audits),
        benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      })
    } finally {
      await chromium.stop()
    }
  }
  const sorted = [...all].sort((a, b) => a.performance - b.performance)
  return {
    ...sorted[Math.floor(sorted.length / 2)],
    runs: all.map((r) => r.performance),
    lcps: all.map((r) => r.lcp),
    formTypings: all.map((r) => r.formTyping ?? NaN),
    formReadies: all.map((r) => r.formReady ?? NaN),
  }
}

/** A User Timing mark's time in Lighthouse's `user-timings` audit, rounded; NaN when not set. */
function markTime(details: unknown, name: string): number {
  const items = (details as { items?: { name?: string; startTime?: number }[] } | undefined)?.items
  const mark = items?.find((item) => item.name === name)
  return Math.round(mark?.startTime ?? NaN)
}

type Audits = Record<string, { details?: unknown; numericValue?: number }>

/** The onboarding form's times, on a page that has the form (its mark is set); else NaN. */
function formTimes(audits: Audits): Pick<LighthouseScores, 'formTyping' | 'formReady'> {
  const formReady = markTime(audits['user-timings']?.details, READY_MARK)
  if (!Number.isFinite(formReady)) return { formTyping: NaN, formReady }
  return {
    formTyping: Math.round(audits['first-contentful-paint']?.numericValue ?? NaN),
    formReady,
  }
}

function firstFrame(audits: Audits): LighthouseScores['firstFrame'] {
  const metrics = audits['metrics']?.details as {
    items?: { observedLargestContentfulPaint?: number }[]
  }
  const ms = metrics?.items?.[0]?.observedLargestContentfulPaint ?? NaN
  const requests = (
    audits['network-requests']?.details as {
      items?: { resourceType?: string; networkEndTime?: number; transferSize?: number }[]
    }
  )?.items
  const scriptBytes = (requests ?? [])
    .filter((r) => r.resourceType === 'Script' && (r.networkEndTime ?? Infinity) <= ms)
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
  return { ms: Math.round(ms), scriptBytes }
}

function scriptTransfer(details: unknown): number {
  const items = (details as { items?: { resourceType: string; transferSize: number }[] })?.items
  return items?.find((item) => item.resourceType === 'script')?.transferSize ?? NaN
}

/**
 * The machine's CPU time so far (jiffies, all cores) and how much of it was stolen: time the
 * hypervisor gave to other virtual machines while this one wanted to run. Two readings give the
 * share of a run that the host took away, which says how far figures from different runs (and
 * hosts) can be compared.
 */
export function cpuTimes(): { total: number; steal: number } {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number)
  return { total: user + nice + system + idle + iowait + irq + softirq + steal, steal }
}
