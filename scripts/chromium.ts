/** Finds the system Chromium (CHROMIUM_PATH, or Debian's), installing Debian's package when missing. */
import { execSync } from 'node:child_process'
import fs from 'node:fs'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]

export function findChromium({ install = true } = {}): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  const found = CANDIDATES.find((p) => fs.existsSync(p))
  if (found) return found
  if (install && process.getuid?.() === 0) {
    console.log('Chromium not found: installing Debian package "chromium"…')
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      { stdio: 'inherit' },
    )
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  throw new Error(
    'Chromium is needed for the browser tests: apt-get install -y chromium, or set CHROMIUM_PATH.',
  )
}
