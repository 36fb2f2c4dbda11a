/** HTTP load with autocannon, reduced to the figures the report quotes. */
import autocannon, { type Options, type Result } from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

function figures(result: Result): LoadFigures {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A short unmeasured run first, so that the measured one starts warm (JIT, caches, keep-alive sockets). */
export async function measureLoad(options: Options & { warmupSeconds?: number }): Promise<LoadFigures> {
  const { warmupSeconds = 2, ...rest } = options;
  if (warmupSeconds > 0) await autocannon({ ...rest, duration: warmupSeconds });
  return figures(await autocannon(rest));
}
