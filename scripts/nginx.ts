/**
 * nginx from Debian's package, for the benchmark (bench/run.ts) and the proxy tests
 * (tests/e2e/proxy.spec.ts): the project's own reverse-proxy config (deploy/nginx.conf, as
 * docker-compose uses it) in front of a running app, and a static server for the benchmark's
 * yardstick.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ensureDebianPackage } from './debian'

const NGINX = '/usr/sbin/nginx'

/** Installs nginx from Debian's packages when it is missing; its version line. */
export function ensureNginx(): string {
  ensureDebianPackage(NGINX, 'nginx-light')
  return spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim()
}

/** How long (s) deploy/nginx.conf keeps an idle connection to the app open, or undefined. */
export function upstreamIdleSeconds(deployConf: string): number | undefined {
  const m = /upstream leadpilot_app \{[^}]*keepalive_timeout (\d+)s;/.exec(deployConf)
  return m ? Number(m[1]) : undefined
}

/** Where a path's HTML lives in the static tree: `/` → index.html, `/a/b` → a/b.html. */
export function staticFile(root: string, urlPath: string): string {
  return urlPath === '/' ? path.join(root, 'index.html') : path.join(root, `${urlPath}.html`)
}

/**
 * The project's proxy config with its deployment specifics swapped for this run's: the app
 * instances' addresses (instead of the service name docker-compose resolves), the listening port
 * and a cache directory of the run's own.
 */
export function proxyConfig(
  deployConf: string,
  opts: { appPorts: number[]; port: number; cacheDir: string },
) {
  const swaps: [string, string][] = [
    [
      'server app:3000 resolve;',
      opts.appPorts.map((port) => `server 127.0.0.1:${port};`).join('\n  '),
    ],
    ['listen 80;', `listen 127.0.0.1:${opts.port};`],
    ['/var/cache/nginx/leadpilot', opts.cacheDir],
  ]
  let conf = deployConf
  for (const [from, to] of swaps) {
    if (!conf.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}"`)
    conf = conf.replace(from, to)
  }
  return conf
}

export type Nginx = { stop: () => Promise<void> }

/** Starts one nginx master in the foreground with the given http-level config. */
export async function startNginx(dir: string, httpConf: string, port: number): Promise<Nginx> {
  fs.mkdirSync(path.join(dir, 'temp'), { recursive: true })
  const confFile = path.join(dir, 'nginx.conf')
  fs.writeFileSync(
    confFile,
    `worker_processes auto;
user root;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  default_type application/octet-stream;
  types { text/html html; }
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
${httpConf}
}
`,
  )
  const child: ChildProcess = spawn(
    NGINX,
    ['-c', confFile, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 10_000
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/`)
      break
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(
          `nginx did not start: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`,
        )
      }
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return {
    stop: async () => {
      child.kill('SIGQUIT')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))])
    },
  }
}

/** The static yardstick: the app's own HTML bytes as files, no compression, as plain as nginx gets. */
export function staticServer(root: string, port: number): string {
  return `server {
  listen 127.0.0.1:${port};
  root ${root};
  location / { try_files $uri.html $uri/index.html =404; }
}`
}
