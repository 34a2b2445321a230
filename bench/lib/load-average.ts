import os from 'node:os';

/** The machine's 1, 5 and 15 minute load averages ('2.31 2.05 3.40'): every figure goes with the load it was taken at. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

/** The machine in one line, with its load now: '2 x Intel(R) Xeon(R) Processor, load average 2.31 2.05 3.40'. */
export function machineAndLoad(): string {
  return `${os.cpus().length} x ${os.cpus()[0]?.model}, load average ${loadAverage()}`;
}
