// autocannon ships no types; this declares the part of its programmatic API the bench uses.
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** Each connection sends these in turn, round and round. */
    requests?: { path: string; method?: 'GET' | 'POST' }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
