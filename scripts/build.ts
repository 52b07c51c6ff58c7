/**
 * `npm run build`: the production build. `next build` makes the self-contained server
 * (.next/standalone/server.js, with the few node_modules it needs); this then puts the browser
 * assets (.next/static) and the public/ folder beside it, as the server expects them. The result
 * is what `npm start`, the tests, the benchmark and the Docker image run. It needs no database and
 * no secret.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)
const out = '.next/standalone'
fs.rmSync(`${out}/.next/static`, { recursive: true, force: true })
fs.cpSync('.next/static', `${out}/.next/static`, { recursive: true })
fs.rmSync(`${out}/public`, { recursive: true, force: true })
fs.cpSync('public', `${out}/public`, { recursive: true })
