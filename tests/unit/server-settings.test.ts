/**
 * The production server runs the same way wherever it is started: the Docker image, `npm start`,
 * and the tests and benchmark (scripts/app-server.ts).
 */
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { KEEP_ALIVE_TIMEOUT_MS, SERVER_NODE_FLAGS } from '../../scripts/app-server'
import { upstreamIdleSeconds } from '../../scripts/nginx'

const dockerfile = fs.readFileSync('Dockerfile', 'utf8')
const start = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start as string
const nginx = fs.readFileSync('deploy/nginx.conf', 'utf8')

describe('the production server settings', () => {
  it('keeps an idle connection open as long in the image and in npm start as in the tests', () => {
    expect(dockerfile).toMatch(new RegExp(`\\bKEEP_ALIVE_TIMEOUT=${KEEP_ALIVE_TIMEOUT_MS}\\b`))
    expect(start).toContain(`KEEP_ALIVE_TIMEOUT=\${KEEP_ALIVE_TIMEOUT:-${KEEP_ALIVE_TIMEOUT_MS}}`)
  })

  it('keeps it open longer than nginx keeps its idle upstream connections', () => {
    const upstream = upstreamIdleSeconds(nginx)
    expect(upstream).toBeDefined()
    expect(Number(KEEP_ALIVE_TIMEOUT_MS)).toBeGreaterThan(upstream! * 1000)
  })

  it('gives Node the same flags in the image and in npm start', () => {
    for (const flag of SERVER_NODE_FLAGS) {
      expect(dockerfile).toContain(`"${flag}"`)
      expect(start).toContain(` ${flag} `)
    }
  })
})
