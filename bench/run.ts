/**
 * `npm run bench`: the speed (and load) benchmark of ENGINEERING.md "Bars the product must clear".
 *
 * Starts a throw-away embedded database with the seeded content and a real SMTP server, builds the
 * production app (or reuses a build of the same commit), serves it with `next start`, and measures
 * side by side in one run: cached-page throughput of the app, of nginx serving the identical HTML
 * bytes, and of the app behind the project's own nginx micro-cache; publish-to-live (direct and
 * through the proxy); first-load JavaScript per route; Lighthouse; onboarding submissions; a
 * 200-visitor load run and a memory soak. Writes bench/results/latest.json, bench/README.md and
 * the README's Performance section.
 *
 * `npm run bench -- --quick` shortens every run (a smoke test of the harness, not a measurement).
 */
import crypto from 'node:crypto'
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startSmtp } from '../tests/support/smtp'
import { buildIfNeeded, startApp, waitForServer, type AppProcess } from '../scripts/app-server'
import { findChromium } from '../scripts/chromium'
import { freePort, startDatabase } from '../scripts/db'
import { prepareInChild } from '../scripts/prepare-child'
import { ensureNginx, proxyConfig, startNginx, staticFile, staticServer, type Nginx } from './nginx'
import { cpuTimes, firstLoad, groupRssMb, lighthouseMedian, load } from './measure'
import { evaluate, markdown, type Results } from './report'
import { validSubmission } from '../tests/support/submission'

const quick = process.argv.includes('--quick')
/** `--only firstLoad,lighthouse` runs just those parts (while working on one figure). */
const onlyArg = process.argv.indexOf('--only')
const only = onlyArg > 0 ? new Set(process.argv[onlyArg + 1]?.split(',')) : undefined
const runs = (part: string) => !only || only.has(part)
const partial = quick || only !== undefined
const seconds = (full: number, short: number) => (quick ? short : full)
const THROUGHPUT_S = seconds(10, 2)
const SUBMISSIONS_S = seconds(10, 2)
const LOAD_S = seconds(60, 5)
const SOAK_S = Number(process.env.BENCH_SOAK_SECONDS ?? seconds(300, 10))
const LIGHTHOUSE_RUNS = seconds(3, 1)
const PUBLISH_ROUNDS = seconds(5, 2)
const ADMIN = { email: 'bench-admin@leadpilot.example', password: 'bench-admin-password-42' }

const nginxVersion = ensureNginx()
const chromium = findChromium()
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'leadpilot-bench-'))
const logFile = path.join(work, 'server.log')
delete process.env.DATABASE_URL
const db = await startDatabase({ throwaway: true })
const smtp = await startSmtp()
const [appPort, staticPort, proxyPort] = [await freePort(), await freePort(), await freePort()]
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: db.url,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench-secret',
  SITE_URL: `http://127.0.0.1:${appPort}`,
  NEXT_TELEMETRY_DISABLED: '1',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtp.port),
  SMTP_SECURE: 'false',
  // The submission run posts thousands of times from one address.
  SUBMISSION_RATE_LIMIT: '1000000',
  PROXY_REFRESH_URL: `http://127.0.0.1:${proxyPort}`,
}

let app: AppProcess | undefined
const nginxes: Nginx[] = []
let failed = false
try {
  prepareInChild({
    ...env,
    PREPARE_ADMIN_EMAIL: ADMIN.email,
    PREPARE_ADMIN_PASSWORD: ADMIN.password,
  })
  const commit = execSync('git rev-parse HEAD').toString().trim()
  const clean = execSync('git status --porcelain').toString().trim() === ''
  const stamp = '.next/bench-commit'
  // BENCH_REUSE_BUILD=1 takes whatever build is there (while working on one figure).
  const reuse =
    process.env.BENCH_REUSE_BUILD === '1' ||
    (clean && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === commit)
  console.log(reuse ? `== reusing the build of ${commit}` : '== next build')
  buildIfNeeded(env, reuse)
  if (clean) fs.writeFileSync(stamp, commit)

  // BENCH_PROFILE=dir: the app writes a CPU profile of the whole run there when it stops.
  const profile = process.env.BENCH_PROFILE
  app = startApp(
    { ...env, PORT: String(appPort) },
    appPort,
    logFile,
    profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profile)] : [],
  )
  const base = `http://127.0.0.1:${appPort}`
  await waitForServer(`${base}/`, 120_000, logFile)
  const token = await login(base)

  // The pages: every route in the sitemap, and four of them measured under load.
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const article = routes.find((p) => p.startsWith('/blog/') && !p.startsWith('/blog/category/'))
  if (!article) throw new Error('No blog article in the sitemap')
  const pages = { home: '/', pricing: '/pricing-overview', article, caseStudies: '/case-studies' }
  for (const p of routes) await fetch(base + p) // render once so every page is cached
  const staticRoot = path.join(work, 'static')
  for (const p of Object.values(pages)) {
    const html = Buffer.from(await (await fetch(base + p)).arrayBuffer())
    fs.mkdirSync(path.dirname(staticFile(staticRoot, p)), { recursive: true })
    fs.writeFileSync(staticFile(staticRoot, p), html)
  }
  const deployConf = fs.readFileSync('deploy/nginx.conf', 'utf8')
  nginxes.push(
    await startNginx(
      path.join(work, 'nginx-static'),
      staticServer(staticRoot, staticPort),
      staticPort,
    ),
  )
  fs.mkdirSync(path.join(work, 'proxy-cache'))
  nginxes.push(
    await startNginx(
      path.join(work, 'nginx-proxy'),
      proxyConfig(deployConf, {
        appPort,
        port: proxyPort,
        cacheDir: path.join(work, 'proxy-cache'),
      }),
      proxyPort,
    ),
  )
  const targets = {
    app: base,
    nginx: `http://127.0.0.1:${staticPort}`,
    proxy: `http://127.0.0.1:${proxyPort}`,
  }

  const cpuAtStart = cpuTimes()
  const results: Results = {
    ranAt: new Date().toISOString(),
    commit,
    quick,
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      nginx: nginxVersion,
      os: `${os.type()} ${os.release()}`,
    },
    throughput: [],
    publish: { direct: [], proxy: [] },
    firstLoad: [],
    lighthouse: [],
    submissions: undefined,
    load: undefined,
    soak: undefined,
  }

  if (runs('throughput')) console.log('== throughput (50 connections)')
  for (const [name, p] of runs('throughput') ? Object.entries(pages) : []) {
    const row = { page: name, path: p } as Results['throughput'][number]
    for (const target of ['nginx', 'app', 'proxy'] as const) {
      await fetch(targets[target] + p) // fills the proxy's cache
      row[target] = await load(targets[target], {
        connections: 50,
        duration: THROUGHPUT_S,
        paths: [p],
      })
      console.log(`${name} ${target}: ${row[target].rps} req/s, p99 ${row[target].p99} ms`)
    }
    results.throughput.push(row)
  }

  if (runs('publish')) {
    console.log('== publish-to-live')
    results.publish.direct = await publishToLive(base, targets.app, token, article, PUBLISH_ROUNDS)
    results.publish.proxy = await publishToLive(base, targets.proxy, token, article, PUBLISH_ROUNDS)
    console.log(
      `direct ${results.publish.direct.join(', ')} ms; proxy ${results.publish.proxy.join(', ')} ms`,
    )
  }

  if (runs('firstLoad')) {
    console.log('== first-load JavaScript')
    for (const p of [...routes.filter((r) => r !== '/onboarding'), '/onboarding']) {
      results.firstLoad.push(await firstLoad(base, p))
    }
  }

  if (runs('lighthouse')) console.log('== Lighthouse (mobile)')
  const lighthousePages: Record<string, string> = runs('lighthouse')
    ? { ...pages, onboarding: '/onboarding' }
    : {}
  for (const [name, p] of Object.entries(lighthousePages)) {
    if (name === 'caseStudies') continue
    const scores = await lighthouseMedian(chromium, base + p, LIGHTHOUSE_RUNS)
    results.lighthouse.push({ page: name, path: p, ...scores })
    console.log(`${name}: ${JSON.stringify(scores)}`)
  }

  if (runs('submissions')) {
    console.log('== submissions (20 connections)')
    // The ids answered 2xx, each checked in the database afterwards. (A few more may be stored:
    // requests still in flight when autocannon stops are answered to nobody.)
    const answered = new Set<number>()
    const sub = await load(base, {
      connections: 20,
      duration: SUBMISSIONS_S,
      method: 'POST',
      paths: ['/api/onboarding'],
      headers: { 'content-type': 'application/json' },
      body: () => JSON.stringify(validSubmission(crypto.randomUUID())),
      onResponse: (status, body) => {
        if (status >= 200 && status < 300) answered.add((JSON.parse(body) as { id: number }).id)
      },
    })
    await new Promise((r) => setTimeout(r, 1000))
    const stored = await storedIds(base, token)
    const lost = [...answered].filter((id) => !stored.has(id)).length
    results.submissions = { ...sub, ok: answered.size, stored: stored.size, lost }
    console.log(
      `${sub.rps}/s, p99 ${sub.p99} ms, ${answered.size} answered 2xx, ${lost} of them not stored`,
    )
  }

  if (runs('load')) {
    console.log(`== load: 200 visitors for ${LOAD_S} s over ${routes.length} routes`)
    results.load = {
      direct: await load(targets.app, { connections: 200, duration: LOAD_S, paths: routes }),
      proxy: await load(targets.proxy, { connections: 200, duration: LOAD_S, paths: routes }),
    }
    console.log(JSON.stringify(results.load))
  }

  if (runs('soak')) {
    console.log(`== soak: 50 connections for ${SOAK_S} s, memory sampled every 5 s`)
    const samples: { t: number; rssMb: number }[] = []
    const started = Date.now()
    const sampler = setInterval(() => {
      samples.push({
        t: Math.round((Date.now() - started) / 1000),
        rssMb: groupRssMb(app!.child.pid!),
      })
    }, 5_000)
    const soakLoad = await load(targets.app, { connections: 50, duration: SOAK_S, paths: routes })
    clearInterval(sampler)
    results.soak = { seconds: SOAK_S, load: soakLoad, samples }
  }

  const cpuAtEnd = cpuTimes()
  results.machine.stealPercent = Math.round(
    (100 * (cpuAtEnd.steal - cpuAtStart.steal)) / Math.max(1, cpuAtEnd.total - cpuAtStart.total),
  )
  const verdicts = evaluate(results)
  const table = markdown(results, verdicts)
  if (!partial) {
    // Only a full run is a measurement worth keeping.
    fs.mkdirSync('bench/results', { recursive: true })
    fs.writeFileSync(
      'bench/results/latest.json',
      `${JSON.stringify({ ...results, verdicts }, null, 2)}\n`,
    )
    writeReadmes(table)
  }
  console.log(`\n${table}`)
  failed = verdicts.some((v) => !v.pass)
  if (failed) console.log('Some budgets were missed (see the table).')
} catch (error) {
  console.error(error)
  console.error(`Server log: ${logFile}`)
  failed = true
} finally {
  for (const nginx of nginxes) await nginx.stop()
  if (app) {
    app.signal('SIGTERM')
    await Promise.race([app.exited, new Promise((r) => setTimeout(r, 10_000))])
  }
  await smtp.stop()
  await db.stop()
}
process.exit(failed ? 1 : 0)

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const body = (await res.json()) as { token?: string }
  if (!body.token) throw new Error(`Login failed: ${res.status}`)
  return body.token
}

/** The ids of every stored submission (the bench's database holds only its own). */
async function storedIds(base: string, token: string): Promise<Set<number>> {
  const res = await fetch(
    `${base}/api/onboarding-submissions?pagination=false&depth=0&select[submissionId]=true`,
    { headers: { authorization: `JWT ${token}` } },
  )
  const { docs } = (await res.json()) as { docs: { id: number }[] }
  return new Set(docs.map((doc) => doc.id))
}

/**
 * Publishes a new title for the article through the REST API, as a marketer's edit would, and
 * times how long until `live` serves the page with it (from sending the edit). Restores the title.
 */
async function publishToLive(
  api: string,
  live: string,
  token: string,
  articlePath: string,
  rounds: number,
): Promise<number[]> {
  const slug = articlePath.split('/').pop()
  const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const found = await fetch(`${api}/api/posts?where[slug][equals]=${slug}&depth=0&limit=1`, {
    headers,
  })
  const post = ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]
  const times: number[] = []
  try {
    for (let i = 0; i < rounds; i++) {
      const marker = `${post.title} (${crypto.randomUUID().slice(0, 8)})`
      const sent = performance.now()
      const res = await fetch(`${api}/api/posts/${post.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ title: marker, _status: 'published' }),
      })
      if (!res.ok) throw new Error(`Publishing failed: ${res.status} ${await res.text()}`)
      const deadline = sent + 10_000
      for (;;) {
        const html = await (await fetch(live + articlePath)).text()
        if (html.includes(marker.replace(/&/g, '&amp;'))) break
        if (performance.now() > deadline) throw new Error(`${marker} not live after 10 s`)
      }
      times.push(Math.round(performance.now() - sent))
      await new Promise((r) => setTimeout(r, 1_500))
    }
  } finally {
    await fetch(`${api}/api/posts/${post.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title: post.title, _status: 'published' }),
    })
  }
  return times
}

/** bench/README.md holds the latest table; README.md's Performance section shows it too. */
function writeReadmes(table: string) {
  const benchReadme = fs.readFileSync('bench/README.md', 'utf8')
  const start = '<!-- bench:start -->'
  const end = '<!-- bench:end -->'
  for (const file of ['bench/README.md', 'README.md']) {
    const text = file === 'bench/README.md' ? benchReadme : fs.readFileSync(file, 'utf8')
    const from = text.indexOf(start)
    const to = text.indexOf(end)
    if (from < 0 || to < 0) throw new Error(`${file} has no ${start} … ${end} section`)
    fs.writeFileSync(file, `${text.slice(0, from + start.length)}\n${table}\n${text.slice(to)}`)
  }
}
