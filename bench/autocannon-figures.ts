import type autocannon from 'autocannon'
import type { Load } from './measure'

/** An autocannon run's figures as the benchmark records a load. */
export function loadFigures(result: autocannon.Result): Load {
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
