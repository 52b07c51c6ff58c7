/** The benchmark's measurements: HTTP load (autocannon), first-load JavaScript, Lighthouse. */
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { CHROMIUM_ARGS } from '../scripts/chromium'
import { freePort } from '../scripts/db'

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

type LoadOptions = {
  connections: number
  duration: number
  /** Paths fetched in turn by every connection (one URL when a single path). */
  paths?: string[]
  method?: 'GET' | 'POST'
  /** A fresh body for every request (submissions must be distinct). */
  body?: () => string
  headers?: Record<string, string>
  /** Sees every answer (makes autocannon keep the bodies). */
  onResponse?: (status: number, body: string) => void
}

/** Runs autocannon against `base` and returns the figures the report needs. */
export async function load(base: string, opts: LoadOptions): Promise<Load> {
  const paths = opts.paths ?? ['/']
  const result = await autocannon({
    url: base,
    connections: opts.connections,
    duration: opts.duration,
    timeout: 10,
    headers: opts.headers,
    requests: paths.map((p) => ({
      method: opts.method ?? 'GET',
      path: p,
      ...(opts.body ? { setupRequest: (req) => ({ ...req, body: opts.body!() }) } : {}),
      ...(opts.onResponse ? { onResponse: opts.onResponse } : {}),
    })),
  })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
    ),
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

export type LighthouseScores = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
  /** Every script the page loaded, lazy chunks included (transfer size, bytes). */
  scriptBytes: number
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
    { stdio: 'ignore' },
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
      child.kill('SIGKILL')
      await exited
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 })
    },
  }
}

/** Lighthouse with its mobile defaults, `runs` times; the run with the median performance score. */
export async function lighthouseMedian(
  chromiumPath: string,
  url: string,
  runs: number,
): Promise<LighthouseScores & { runs: number[] }> {
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
      })
    } finally {
      await chromium.stop()
    }
  }
  const sorted = [...all].sort((a, b) => a.performance - b.performance)
  return { ...sorted[Math.floor(sorted.length / 2)], runs: all.map((r) => r.performance) }
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

/** Resident memory of a process group, in MB (the app and any children it started). */
export function groupRssMb(pgid: number): number {
  let kb = 0
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Fields after the command name: state ppid pgrp ...
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) !== pgid) continue
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8')
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    } catch {
      // the process ended meanwhile
    }
  }
  return Math.round(kb / 1024)
}
