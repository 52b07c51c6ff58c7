import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

/**
 * Installs a Debian package when the program it provides is missing (as CI installs Chromium):
 * nginx for the proxy tests and the benchmark, the benchmark's load generators.
 */
export function ensureDebianPackage(binary: string, pkg: string): void {
  if (fs.existsSync(binary)) return
  console.log(`== installing ${pkg} (Debian package)`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const install = spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env })
  if (install.status !== 0 || !fs.existsSync(binary)) throw new Error(`Could not install ${pkg}`)
}
