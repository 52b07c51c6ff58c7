/**
 * The gaps in Payload, Next.js and Node.js that src/workarounds/ fills, checked against the
 * installed versions. Where a gap can be shown directly, its probe runs the upstream code without
 * the workaround and fails once upstream behaves: the workaround can then go. Every workaround is
 * also tied to the versions it was checked against, so an upgrade fails here until someone has
 * looked at each one again (and then moves the version on in CHECKED_AGAINST).
 */
import fs from 'node:fs'
import path from 'node:path'
import {
  addDataAndFileToRequest,
  createPayloadRequest,
  type Payload,
  type SanitizedConfig,
} from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { classifyBadInput } from '@workarounds/bad-input'
import { testPayload } from './payload'

const WORKAROUNDS = path.resolve('src/workarounds')

/** The package versions each workaround was last checked against. */
const CHECKED_AGAINST: Record<string, Record<string, string>> = {
  'bad-input.ts': { payload: '3.90.1' },
  'body-limit.ts': { payload: '3.90.1' },
  'client-hints.mjs': { '@payloadcms/next': '3.90.1' },
  'database.ts': { '@payloadcms/db-postgres': '3.90.1' },
  'errors.ts': { payload: '3.90.1' },
  'jobs.ts': { payload: '3.90.1' },
  'jobs-start.ts': { payload: '3.90.1', next: '16.4.6' },
  'repeated-headers.ts': { next: '16.4.6' },
  'rest.ts': { payload: '3.90.1', '@payloadcms/next': '3.90.1' },
  'revalidate-outside-request.ts': { next: '16.4.6', payload: '3.90.1' },
  'sessions.ts': { payload: '3.90.1' },
  'unservable-requests.ts': { next: '16.4.6' },
}

const installed = (name: string): string =>
  JSON.parse(fs.readFileSync(path.resolve('node_modules', name, 'package.json'), 'utf8')).version

describe('each workaround is checked against the installed versions', () => {
  it('lists every file in src/workarounds', () => {
    expect(Object.keys(CHECKED_AGAINST).sort()).toEqual(fs.readdirSync(WORKAROUNDS).sort())
  })

  it.each(Object.entries(CHECKED_AGAINST))('%s', (file, versions) => {
    const header = fs.readFileSync(path.join(WORKAROUNDS, file), 'utf8').slice(0, 4000)
    expect(header, `${file} names its upstream and when it can go`).toMatch(/Upstream:/)
    for (const [name, version] of Object.entries(versions)) {
      expect(
        installed(name),
        `${name} is no longer ${version}: look at src/workarounds/${file} again (is it still ` +
          'needed?), then record the new version here',
      ).toBe(version)
    }
  })
})

describe('the gaps upstream, shown without the workarounds', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })

  it("withPayload still sends the admin's client hints on every path (client-hints.mjs)", async () => {
    const { withPayload } = await import('@payloadcms/next/withPayload')
    const config = withPayload({})
    const rules = (await config.headers?.()) ?? []
    const everyPath = rules.find((rule) => rule.source === '/:path*')
    expect(everyPath?.headers.map((header) => header.key)).toContain('Critical-CH')
  })

  it('a query value PostgreSQL cannot read still fails as a server error (errors.ts, bad-input.ts)', async () => {
    const error = await payload
      .find({ collection: 'pages', where: { id: { in: ['not-a-number'] } }, overrideAccess: true })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      )
    expect(error).toBeInstanceOf(Error)
    expect((error as { status?: number }).status ?? 500).toBeGreaterThanOrEqual(500)
    expect(classifyBadInput(error)?.status).toBe(400)
  })

  it("Payload still reads a JSON body over the app's limit whole (body-limit.ts)", async () => {
    const big = { filler: 'x'.repeat(3 * 1024 * 1024) }
    const request = new Request('http://localhost/api/pages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(big),
    })
    const req = await createPayloadRequest({
      config: payload.config as SanitizedConfig,
      request,
    })
    await addDataAndFileToRequest(req)
    expect((req.data as typeof big).filler.length).toBe(big.filler.length)
  })

  it('concurrent sign-ins of one account still lose sessions (sessions.ts)', async () => {
    const email = `upstream-${Date.now()}@test.leadpilot.example`
    const password = 'the-right-password-1'
    const user = await payload.create({
      collection: 'users',
      data: { email, password, role: 'marketer' },
    })
    await Promise.all(
      Array.from({ length: 4 }, () =>
        payload.login({ collection: 'users', data: { email, password } }),
      ),
    )
    const stored = (await payload.db.findOne({
      collection: 'users',
      where: { id: { equals: user.id } },
    })) as { sessions?: unknown[] } | null
    expect(stored?.sessions?.length ?? 0).toBeLessThan(4)
  })

  it('the jobs queue still claims without a token (jobs.ts)', () => {
    const fields = payload.collections['payload-jobs'].config.flattenedFields
    expect(fields.map((field) => field.name)).not.toContain('processingToken')
  })

  it("the PostgreSQL adapter still adds no 'error' listener of its own (database.ts)", () => {
    const pool = payload.db.pool as unknown as { listenerCount: (event: string) => number }
    // The one listener is the app's own (logPoolErrors, from payload.config.ts's onInit).
    expect(pool.listenerCount('error')).toBe(1)
  })

  it.runIf(Number(process.versions.node.split('.')[0]) >= 24)(
    "Node.js still cannot copy a Request through a Proxy (body-limit.ts's requestWith)",
    () => {
      const proxied = new Proxy(new Request('http://localhost/', { method: 'POST', body: 'a' }), {})
      expect(() => new Request(proxied, { method: 'POST', body: 'b' })).toThrow()
    },
  )
})
