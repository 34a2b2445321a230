/**
 * `npm test`: every test, phase by phase, and how long each took against its budget (.ci/budgets.json,
 * decision 060). The type check and the lint run side by side (each uses one core); the other phases use both and
 * run one after another, stopping at the first that fails. A phase over its budget is a warning, never a failure:
 * the table says which, so a slower suite is seen on the run that made it slower.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../apps';

interface Phase {
  name: string;
  /** The npm script it runs (package.json), so each phase can also be run alone. */
  script: string;
}

/** Phases in one group run side by side; groups run in order. */
const GROUPS: Phase[][] = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
  ],
  [{ name: 'unit and API', script: 'test:unit' }],
  [{ name: 'build', script: 'build' }],
  [{ name: 'browser', script: 'test:browser' }],
  [{ name: 'Razorpay', script: 'test:razorpay' }],
];

interface Budgets {
  total: number;
  phases: Record<string, number>;
}

const budgetsFile = path.join(repoRoot, '.ci/budgets.json');
const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8')) as Budgets;

interface Result {
  name: string;
  seconds: number;
  ok: boolean;
}

/**
 * Runs one npm script. Alone, its output streams as it comes; beside another, it is held and printed whole when it
 * ends, so the two never interleave.
 */
function run(phase: Phase, alone: boolean): Promise<Result> {
  const started = Date.now();
  // npm_execpath is the npm that runs `npm test`; run by the shop's Node, as npm runs every script (decision 042).
  const npmCli = process.env.npm_execpath;
  const [command, npmArgs]: [string, string[]] = npmCli ? [process.execPath, [npmCli]] : ['npm', []];
  const child = spawn(command, [...npmArgs, 'run', '--silent', phase.script], {
    cwd: repoRoot,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!alone) process.stdout.write(Buffer.concat(held));
      console.log(`\n== ${phase.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
      resolve({ name: phase.name, seconds, ok: code === 0 });
    });
  });
}

/** The table, and the whole run as a clock counts it: the install, then this run (phases side by side once). */
function report(results: Result[], seconds: number): void {
  const install = Number(process.env.CI_INSTALL_SECONDS);
  const installed = Number.isFinite(install) && install > 0;
  const rows: Result[] = installed ? [{ name: 'install', seconds: install, ok: true }] : [];
  rows.push(...results);
  const total = (installed ? install : 0) + seconds;
  const over: string[] = [];
  console.log('\n| phase | seconds | budget |');
  console.log('| --- | --- | --- |');
  for (const row of rows) {
    const budget = budgets.phases[row.name];
    if (budget !== undefined && row.seconds > budget) over.push(`${row.name} took ${row.seconds} s of ${budget} s`);
    console.log(`| ${row.name}${row.ok ? '' : ' (failed)'} | ${row.seconds} | ${budget ?? '-'} |`);
  }
  if (total > budgets.total) over.push(`the whole run took ${total} s of ${budgets.total} s`);
  console.log(`| total | ${total} | ${budgets.total} |`);
  for (const line of over) console.warn(`Warning: over budget (.ci/budgets.json): ${line}.`);
}

async function main() {
  const started = Date.now();
  const results: Result[] = [];
  for (const group of GROUPS) {
    const done = await Promise.all(group.map((phase) => run(phase, group.length === 1)));
    results.push(...done);
    if (done.some((result) => !result.ok)) break;
  }
  report(results, Math.round((Date.now() - started) / 1000));
  process.exitCode = results.every((result) => result.ok) ? 0 : 1;
}

await main();
