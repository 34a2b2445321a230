import { readFileSync } from 'node:fs';
import os from 'node:os';
import { loadWithWrk } from './wrk';

/** Issue 31's load: 20 connections, 10 s after a 2 s warm-up (wrk: bench/lib/wrk.ts). */
export const DOCUMENT_LOAD = { connections: 20, duration: 10, warmup: 2 } as const;

/** Issue 31's goal for each document route, on this machine with everything `npm start` runs. */
export const DOCUMENT_GOAL = { perSecond: 400, p99Ms: 100 } as const;

export interface DocumentFigures {
  route: string;
  /** `cached`: a visitor without the shop's cookies (a public document); `uncached`: a shopper's cart cookie. */
  mode: string;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU time of each measured process per document answered (user + system), ms. */
  cpuMsPerDocument: Record<string, number>;
  /** The machine's 1-minute load average when the run ended (2 cores; other work shares them). */
  loadAverage: number;
}

/** A process's CPU time so far (user + system), ms, from /proc (Linux). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), from the third: utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

export interface DocumentTarget {
  route: string;
  mode: string;
  url: string;
  headers?: Record<string, string>;
  /** Processes whose CPU time is counted per document: name → pid. */
  processes?: Record<string, number>;
}

/** One target under load: throughput, latency, and the CPU each process spent per document. */
export async function loadDocuments(target: DocumentTarget): Promise<DocumentFigures> {
  const url = new URL(target.url);
  const load = {
    base: url.origin,
    paths: [`${url.pathname}${url.search}`],
    headers: target.headers,
    connections: DOCUMENT_LOAD.connections,
  };
  await loadWithWrk({ ...load, durationS: DOCUMENT_LOAD.warmup });
  const processes = Object.entries(target.processes ?? {});
  const before = processes.map(([, pid]) => cpuMs(pid));
  const result = await loadWithWrk({ ...load, durationS: DOCUMENT_LOAD.duration });
  const answered = Math.max(1, result.requests);
  return {
    route: target.route,
    mode: target.mode,
    perSecond: result.perSecond,
    p50: result.p50,
    p99: result.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    cpuMsPerDocument: Object.fromEntries(
      processes.map(([name, pid], index) => [name, (cpuMs(pid) - before[index]!) / answered]),
    ),
    loadAverage: os.loadavg()[0]!,
  };
}
