import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * wrk (Debian's `wrk` package), for loads a JavaScript generator cannot keep up with: the cluster serves its
 * kept documents (90-140 KB each) faster than autocannon reads them, and autocannon's latencies then grow with
 * its own backlog (docs/performance-history.md, 2026-11-27).
 */
export interface WrkResult {
  /** Answers received. */
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Connect, read, write errors and timeouts. */
  errors: number;
  /** Answers that were neither 2xx nor 3xx. */
  non2xx: number;
}

const run = promisify(execFile);

/** Milliseconds from wrk's "607.00us", "4.93ms" or "1.20s". */
function ms(value: string): number {
  const [, number, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(value) ?? [];
  if (!number) throw new Error(`wrk printed a latency it cannot read: ${value}`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit as 'us' | 'ms' | 's' | 'm'];
  return Number(number) * scale;
}

/** Reads `wrk --latency`'s report. */
function parseWrk(report: string): WrkResult {
  const percentile = (p: number) => {
    const match = new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(report);
    if (!match) throw new Error(`wrk's report has no ${p}th percentile:\n${report}`);
    return ms(match[1]!);
  };
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  return {
    requests: Number(/(\d+) requests in/.exec(report)?.[1] ?? NaN),
    perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(report)?.[1] ?? NaN),
    p50: percentile(50),
    p99: percentile(99),
    errors: errors ? errors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0),
  };
}

export interface WrkLoad {
  /** The origin, and the paths each connection asks for in turn. */
  base: string;
  paths: readonly string[];
  headers?: Record<string, string>;
  connections: number;
  durationS: number;
}

/** A load from one wrk thread. */
export async function loadWithWrk({ base, paths, headers = {}, connections, durationS }: WrkLoad): Promise<WrkResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mitti-wrk-'));
  const script = path.join(dir, 'paths.lua');
  writeFileSync(
    script,
    `local paths = {${paths.map((p) => JSON.stringify(p)).join(', ')}}
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
`,
  );
  try {
    const args = ['-t1', `-c${connections}`, `-d${durationS}s`, '--latency', '-s', script];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
    args.push(base);
    const { stdout } = await run('wrk', args, { maxBuffer: 1 << 20 }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new Error('The bench needs wrk: apt-get install wrk');
      throw error;
    });
    return parseWrk(stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
