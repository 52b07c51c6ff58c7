import { spawnSync } from 'node:child_process'

/**
 * What `script` prints (JSON) from the Payload config, run in a child process as the server loads
 * the config; a child that stalls while loading its modules is tried again.
 */
export function fromConfig<T>(script: string): T {
  for (let attempt = 1; ; attempt++) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 120_000,
      maxBuffer: 16 * 1024 * 1024,
    })
    if (run.status === 0) return JSON.parse(run.stdout) as T
    if (attempt === 3) throw new Error(`${script} failed: ${run.stderr}`)
  }
}
