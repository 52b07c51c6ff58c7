/**
 * `npm run bench`: the speed and load benchmark against the product's budgets (bench/report.ts).
 *
 * Starts a throw-away embedded database with the seeded content and a real SMTP server, builds the
 * production app (or reuses a build of the same commit), serves it, and measures side by side in
 * one run: cached-page throughput of the app alone, of nginx serving the identical HTML bytes, of
 * one app instance behind the project's own nginx micro-cache, and of two instances sharing Redis
 * behind it; publish-to-live (direct, through the proxy, and on the other instance); first-load
 * JavaScript per route over the floor of an empty app; Lighthouse; onboarding submissions; the
 * site search's as-you-type answers. Load
 * comes from generators in processes of their own: wrk for pages (with a check that the generator
 * is not the limit), autocannon in a child process for submissions. Writes
 * bench/results/latest.json and bench/README.md.
 *
 * `npm run bench -- --quick` shortens every run (a smoke test of the harness, not a measurement).
 */
import crypto from 'node:crypto'
import { execFileSync, execSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { createClient } from 'redis'
import { startSmtp } from '../tests/support/smtp'
import { buildIfNeeded, startApp, waitForServer, type AppProcess } from '../scripts/app-server'
import { findChromium } from '../scripts/chromium'
import { freePort, startDatabase } from '../scripts/db'
import {
  ensureNginx,
  proxyConfig,
  startNginx,
  staticFile,
  staticServer,
  type Nginx,
} from '../scripts/nginx'
import { prepareInChild } from '../scripts/prepare-child'
import {
  ab,
  combineRuns,
  cpuTimes,
  ensureLoadGenerators,
  firstLoad,
  lighthouseMedian,
  wrk,
  type Load,
} from './measure'
import { evaluate, markdown, type Results } from './report'

const quick = process.argv.includes('--quick')
/** `--only firstLoad,lighthouse` runs just those parts (while working on one figure). */
const onlyArg = process.argv.indexOf('--only')
const only = onlyArg > 0 ? new Set(process.argv[onlyArg + 1]?.split(',')) : undefined
const runs = (part: string) => !only || only.has(part)
const partial = quick || only !== undefined
const seconds = (full: number, short: number) => (quick ? short : full)
const THROUGHPUT_S = seconds(10, 2)
/** The proxies against nginx: this many alternating rounds of this many seconds each. */
const RATIO_ROUNDS = seconds(3, 1)
const RATIO_ROUND_S = seconds(5, 2)
const SUBMISSIONS_S = seconds(10, 2)
const SEARCH_S = seconds(10, 2)
const LIGHTHOUSE_RUNS = seconds(3, 1)
const PUBLISH_ROUNDS = seconds(5, 2)
const ADMIN = { email: 'bench-admin@leadpilot.example', password: 'bench-admin-password-42' }
/** The two-instance set-up shares this Redis database (emptied before and after). */
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13'

const nginxVersion = ensureNginx()
ensureLoadGenerators()
const chromium = findChromium()
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'leadpilot-bench-'))
delete process.env.DATABASE_URL
const db = await startDatabase({ throwaway: true })
const smtp = await startSmtp()
const port = () => freePort()
const [appPort, staticPort, proxyPort, twoA, twoB, proxyTwoPort] = await Promise.all(
  Array.from({ length: 6 }, port),
)
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: db.url,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench-secret',
  SITE_URL: `http://127.0.0.1:${appPort}`,
  // Behind the bench's nginx, the hop it appends; served directly, the socket address Next.js
  // writes into X-Forwarded-For.
  TRUST_PROXY: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtp.port),
  SMTP_SECURE: 'false',
  MEDIA_DIR: path.resolve('media'),
  // The submission run posts thousands of times from one address.
  SUBMISSION_RATE_LIMIT: '1000000',
  DRAFT_RATE_LIMIT: '1000000',
  // The search run asks thousands of times from one address.
  SEARCH_RATE_LIMIT: '1000000',
}

const apps: AppProcess[] = []
const nginxes: Nginx[] = []
let failed = false
let redisUsed = false
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
  console.log(reuse ? `== reusing the build of ${commit}` : '== build')
  buildIfNeeded(env, reuse)
  if (clean) fs.writeFileSync(stamp, commit)

  // BENCH_PROFILE=dir: the app writes a CPU profile of the whole run there when it stops.
  const profile = process.env.BENCH_PROFILE
  apps.push(
    startApp(
      { ...env, PORT: String(appPort) },
      appPort,
      path.join(work, 'server.log'),
      profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profile)] : [],
    ),
  )
  const base = `http://127.0.0.1:${appPort}`
  await waitForServer(`${base}/`, 120_000, path.join(work, 'server.log'))
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
  const proxyFor = async (name: string, appPorts: number[], listen: number) => {
    const nginx = await startNginx(
      path.join(work, name),
      proxyConfig(deployConf, {
        appPorts,
        port: listen,
        cacheDir: path.join(work, `${name}-cache`),
      }),
      listen,
    )
    nginxes.push(nginx)
  }
  nginxes.push(
    await startNginx(
      path.join(work, 'nginx-static'),
      staticServer(staticRoot, staticPort),
      staticPort,
    ),
  )
  await proxyFor('proxy-one', [appPort], proxyPort)

  // Two more instances of the same build sharing Redis (and the database), behind a proxy of
  // their own, when a Redis answers.
  const two = runs('throughput') || runs('publish') ? await startTwoInstances() : undefined
  if (two) await proxyFor('proxy-two', [twoA, twoB], proxyTwoPort)

  const targets = {
    app: base,
    nginx: `http://127.0.0.1:${staticPort}`,
    proxy: `http://127.0.0.1:${proxyPort}`,
    proxyTwo: two ? `http://127.0.0.1:${proxyTwoPort}` : undefined,
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
    yardstick: {
      page: pages.pricing,
      oneThread: await wrk(targets.nginx, {
        connections: 50,
        duration: THROUGHPUT_S,
        paths: [pages.pricing],
        threads: 1,
      }),
      twoThreads: await wrk(targets.nginx, {
        connections: 50,
        duration: THROUGHPUT_S,
        paths: [pages.pricing],
        threads: 2,
      }),
    },
    throughput: [],
    publish: { direct: [], proxy: [] },
    firstLoad: [],
    lighthouse: [],
    lighthouseApplied: [],
  }
  const y = results.yardstick
  console.log(
    `== yardstick: nginx ${y.oneThread.rps} req/s (1 wrk thread), ${y.twoThreads.rps} (2)`,
  )

  if (runs('throughput')) console.log('== throughput (50 connections, wrk with 2 threads)')
  for (const [name, p] of runs('throughput') ? Object.entries(pages) : []) {
    // A second of the same load first, not measured: it fills the proxy's cache with the page as
    // wrk asks for it. The app's answer varies on Accept-Encoding, which wrk does not send, so a
    // copy cached by any other client (Node's fetch asks for gzip) is another variant, and the
    // measured run would start with a miss that every connection waits on (nginx's cache lock,
    // polled every 500 ms).
    for (const url of Object.values(targets)) {
      if (url) await wrk(url, { connections: 50, duration: 1, paths: [p] })
    }
    const app = await wrk(targets.app, { connections: 50, duration: THROUGHPUT_S, paths: [p] })
    const appLatency = await ab(targets.app + p, { connections: 50, duration: THROUGHPUT_S })
    console.log(`${name} app: ${app.rps} req/s, p99 ${app.p99} ms`)
    console.log(
      `${name} app, every request (ab): ${appLatency.rps} req/s, p99 ${appLatency.p99} ms, max ${appLatency.max} ms`,
    )
    // The proxies and their yardstick take turns, round after round, so that a slower or faster
    // spell of this shared machine falls on all of them alike rather than on whichever ran then.
    const ratioTargets = (['nginx', 'proxy', 'proxyTwo'] as const).filter((t) => targets[t])
    const rounds: Partial<Record<(typeof ratioTargets)[number], Load[]>> = {}
    for (let round = 0; round < RATIO_ROUNDS; round++) {
      for (const target of ratioTargets) {
        const load = await wrk(targets[target]!, {
          connections: 50,
          duration: RATIO_ROUND_S,
          paths: [p],
        })
        ;(rounds[target] ??= []).push(load)
        console.log(`${name} ${target}, round ${round + 1}: ${load.rps} req/s, p99 ${load.p99} ms`)
      }
    }
    results.throughput.push({
      page: name,
      path: p,
      app,
      appLatency,
      nginx: combineRuns(rounds.nginx!),
      proxy: combineRuns(rounds.proxy!),
      proxyTwo: rounds.proxyTwo && combineRuns(rounds.proxyTwo),
    })
  }

  if (runs('publish')) {
    console.log('== publish-to-live')
    results.publish.direct = await publishToLive(base, targets.app, token, article, PUBLISH_ROUNDS)
    results.publish.proxy = await publishToLive(base, targets.proxy, token, article, PUBLISH_ROUNDS)
    if (two) {
      // Published through one instance, read from the other.
      const tokenTwo = await login(two.a)
      results.publish.otherInstance = await publishToLive(
        two.a,
        two.b,
        tokenTwo,
        article,
        PUBLISH_ROUNDS,
      )
    }
    console.log(JSON.stringify(results.publish))
  }

  // The floor, an empty app of the same stack: its first-load JavaScript is what any page ships
  // before its own code, and its Lighthouse run is what the framework alone scores on this host.
  if (runs('firstLoad') || runs('lighthouse')) {
    await withFloor(async (floorBase) => {
      if (runs('firstLoad')) results.floor = await firstLoad(floorBase, '/')
      if (runs('lighthouse')) {
        results.floorLighthouse = await lighthouseMedian(chromium, floorBase + '/', LIGHTHOUSE_RUNS)
        console.log(`floor: ${JSON.stringify(results.floorLighthouse)}`)
        results.floorLighthouseApplied = await lighthouseMedian(
          chromium,
          floorBase + '/',
          LIGHTHOUSE_RUNS,
          'devtools',
        )
        console.log(`floor, throttling applied: ${JSON.stringify(results.floorLighthouseApplied)}`)
      }
    })
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
    // The document as a phone downloads it, before and after compression.
    const body = Buffer.from(await (await fetch(base + p)).arrayBuffer())
    const html = { raw: body.length, gzip: zlib.gzipSync(body).length }
    results.lighthouse.push({ page: name, path: p, ...scores, html })
    console.log(`${name}: ${JSON.stringify({ ...scores, html })}`)
    const applied = await lighthouseMedian(chromium, base + p, LIGHTHOUSE_RUNS, 'devtools')
    results.lighthouseApplied.push({ page: name, path: p, ...applied })
    console.log(`${name}, throttling applied: ${JSON.stringify(applied)}`)
  }

  if (runs('submissions')) {
    console.log('== submissions (20 connections, autocannon in a child process)')
    const out = execFileSync(
      'npx',
      ['tsx', 'bench/submissions.ts', base, '20', String(SUBMISSIONS_S)],
      { encoding: 'utf8', maxBuffer: 64 << 20 },
    )
    const line = out.split('\n').find((l) => l.startsWith('SUBMISSIONS_JSON '))
    if (!line) throw new Error(`The submission run printed no figures:\n${out}`)
    const { answered, ...sub } = JSON.parse(line.slice('SUBMISSIONS_JSON '.length)) as NonNullable<
      Results['submissions']
    > & { answered: string[] }
    // Every submission answered 2xx is looked up afterwards (by its public submissionId). (A few more may be stored: requests still in
    // flight when the generator stops are answered to nobody.)
    await new Promise((r) => setTimeout(r, 1000))
    const stored = await storedSubmissionIds(base, token)
    const lost = answered.filter((id) => !stored.has(id)).length
    results.submissions = { ...sub, ok: answered.length, stored: stored.size, lost }
    console.log(`${sub.rps}/s, p99 ${sub.p99} ms, ${answered.length} answered 2xx, ${lost} lost`)
  }

  if (runs('drafts')) {
    console.log('== step saves (20 connections, autocannon in a child process)')
    const out = execFileSync(
      'npx',
      ['tsx', 'bench/submissions.ts', base, '20', String(SUBMISSIONS_S), 'drafts'],
      { encoding: 'utf8', maxBuffer: 64 << 20 },
    )
    const line = out.split('\n').find((l) => l.startsWith('SUBMISSIONS_JSON '))
    if (!line) throw new Error(`The step-save run printed no figures:\n${out}`)
    const { answered, ...saves } = JSON.parse(
      line.slice('SUBMISSIONS_JSON '.length),
    ) as NonNullable<Results['drafts']> & { answered: string[] }
    results.drafts = { ...saves, ok: answered.length }
    console.log(`${saves.rps}/s, p99 ${saves.p99} ms, ${answered.length} answered 2xx`)
  }

  if (runs('search')) {
    console.log('== site search (20 connections, autocannon in a child process)')
    const out = execFileSync('npx', ['tsx', 'bench/search.ts', base, '20', String(SEARCH_S)], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    })
    const line = out.split('\n').find((l) => l.startsWith('SEARCH_JSON '))
    if (!line) throw new Error(`The search run printed no figures:\n${out}`)
    results.search = JSON.parse(line.slice('SEARCH_JSON '.length)) as Load
    const s = results.search
    console.log(`${s.rps}/s, p50 ${s.p50} ms, p99 ${s.p99} ms, ${JSON.stringify(s.statusCodes)}`)
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
    writeReadme(table)
  }
  console.log(`\n${table}`)
  failed = verdicts.some((v) => !v.pass)
  if (failed) console.log('Some budgets were missed (see the table).')
} catch (error) {
  console.error(error)
  console.error(`Server logs: ${work}`)
  failed = true
} finally {
  for (const nginx of nginxes) await nginx.stop()
  for (const app of apps) {
    app.signal('SIGTERM')
    await Promise.race([app.exited, new Promise((r) => setTimeout(r, 10_000))])
  }
  if (redisUsed) await emptyRedis().catch(() => {})
  await smtp.stop()
  await db.stop()
}
process.exit(failed ? 1 : 0)

/** Two instances of the build sharing REDIS_URL, or undefined (said so) when no Redis answers. */
async function startTwoInstances(): Promise<{ a: string; b: string } | undefined> {
  const { hostname, port: redisPort } = new URL(REDIS_URL)
  const answers = await new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(redisPort || 6379), hostname)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
  if (!answers) {
    console.log(`== two instances SKIPPED: no Redis answers at ${hostname}:${redisPort}`)
    return undefined
  }
  await emptyRedis()
  redisUsed = true
  const urls: string[] = []
  for (const [i, p] of [twoA, twoB].entries()) {
    const log = path.join(work, `server-two-${i}.log`)
    apps.push(
      startApp(
        { ...env, PORT: String(p), REDIS_URL, SITE_URL: `http://127.0.0.1:${proxyTwoPort}` },
        p,
        log,
      ),
    )
    await waitForServer(`http://127.0.0.1:${p}/`, 120_000, log)
    urls.push(`http://127.0.0.1:${p}`)
  }
  return { a: urls[0]!, b: urls[1]! }
}

async function emptyRedis(): Promise<void> {
  const client = createClient({ url: REDIS_URL })
  await client.connect()
  await client.flushDb()
  await client.quit()
}

/**
 * An empty App Router app (bench/floor: one layout, one paragraph) built with the project's own
 * Next.js, served while `measure` runs.
 */
async function withFloor<T>(measure: (base: string) => Promise<T>): Promise<T> {
  const dir = path.resolve('bench/floor')
  execFileSync('npx', ['next', 'build', dir], { stdio: 'inherit' })
  const floorPort = await freePort()
  const log = path.join(work, 'floor.log')
  const fd = fs.openSync(log, 'a')
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', dir, '-p', String(floorPort), '-H', '127.0.0.1'],
    {
      stdio: ['ignore', fd, fd],
      // The project's start-up checks (its public origin, its secret, how it reads client
      // addresses) run in this server too.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SITE_URL: `http://127.0.0.1:${floorPort}`,
        PAYLOAD_SECRET: 'bench-floor',
        TRUST_PROXY: '0',
      },
    },
  )
  fs.closeSync(fd)
  try {
    await waitForServer(`http://127.0.0.1:${floorPort}/`, 60_000, log)
    return await measure(`http://127.0.0.1:${floorPort}`)
  } finally {
    child.kill('SIGTERM')
  }
}

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
async function storedSubmissionIds(base: string, token: string): Promise<Set<string>> {
  const res = await fetch(
    `${base}/api/onboarding-submissions?pagination=false&depth=0&select[submissionId]=true`,
    { headers: { authorization: `JWT ${token}` } },
  )
  const { docs } = (await res.json()) as { docs: { submissionId: string }[] }
  return new Set(docs.map((doc) => doc.submissionId))
}

/**
 * Publishes a new title for the article through the REST API of `api`, as a marketer's edit
 * would, and times how long until `live` serves the page with it (from sending the edit).
 * Restores the title.
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

/** bench/README.md holds the latest table, formatted as the lint step expects. */
function writeReadme(table: string) {
  const file = 'bench/README.md'
  const start = '<!-- bench:start -->'
  const end = '<!-- bench:end -->'
  const text = fs.readFileSync(file, 'utf8')
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < 0) throw new Error(`${file} has no ${start} … ${end} section`)
  fs.writeFileSync(file, `${text.slice(0, from + start.length)}\n${table}\n${text.slice(to)}`)
  execFileSync('npx', ['prettier', '--write', file], { stdio: 'ignore' })
}
