/** The part of autocannon 9's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  export interface Percentiles {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  export interface RequestInit {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    setupRequest?: (
      request: { path: string; headers: Record<string, string> },
      context: Record<string, unknown>,
    ) => { path: string; headers: Record<string, string> };
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: RequestInit[];
  }
  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    latency: Percentiles;
    requests: Percentiles & { sent: number };
    throughput: Percentiles;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
