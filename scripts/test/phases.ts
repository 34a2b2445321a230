/**
 * `npm test`: every test, phase by phase, and how long each took against its budget (.ci/budgets.json,
 * decision 060). The Jest suites run first, with the build beside them at a low priority; then the browser suite,
 * with the type check and then the lint beside it at a low priority; then the Razorpay suite. A low-priority lane
 * mostly takes the CPU its group's main phase leaves idle (the Jest suites wait on the API's database and mail
 * servers, the browser suite's one-at-a-time specs on one page at a time), so it costs the run little time and the
 * main phase's timeouts keep their meaning (decisions 085, 089). A group of phases ends when all of its lanes have;
 * the run stops after the first group in which a phase failed. A phase over its budget is a warning, never a
 * failure: the table says which, so a slower suite is seen on the run that made it slower.
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

/** Phases one after another, stopping at the first that fails. */
interface Lane {
  phases: Phase[];
  /**
   * Runs under `nice` (10): when the lanes at normal priority want the CPU too, it gets about a tenth of their
   * share, so it mostly takes what they leave idle and does not hold them up.
   * Its output is held and printed whole when each phase ends, so lanes side by side never interleave.
   */
  niced?: true;
}

/** Lanes in one group run side by side; groups run in order. The first lane of a group is its main phase. */
const GROUPS: Lane[][] = [
  [
    { phases: [{ name: 'unit and API', script: 'test:unit' }] },
    // No Jest suite reads the apps' builds (the build tests build their own copies into folders of their own).
    { phases: [{ name: 'build', script: 'build' }], niced: true },
  ],
  [
    { phases: [{ name: 'browser', script: 'test:browser' }] },
    // After the build, whose type check of each app they reuse (TypeScript's build info): they check the rest.
    {
      phases: [
        { name: 'typecheck', script: 'typecheck' },
        { name: 'lint', script: 'lint' },
      ],
      niced: true,
    },
  ],
  [{ phases: [{ name: 'Razorpay', script: 'test:razorpay' }] }],
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

/** Runs one npm script; its output streams as it comes, or, niced beside others, is held and printed whole at its end. */
function run(phase: Phase, beside: string | null): Promise<Result> {
  const niced = beside !== null;
  const started = Date.now();
  // npm_execpath is the npm that runs `npm test`; run by the shop's Node, as npm runs every script (decision 042).
  const npmCli = process.env.npm_execpath;
  const [command, npmArgs]: [string, string[]] = npmCli ? [process.execPath, [npmCli]] : ['npm', []];
  const args = [...npmArgs, 'run', '--silent', phase.script];
  const [program, programArgs] = niced ? ['nice', ['-n', '10', command, ...args]] : [command, args];
  const child = spawn(program, programArgs, {
    cwd: repoRoot,
    stdio: niced ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (niced) process.stdout.write(Buffer.concat(held));
      const where = niced ? `, at low priority beside ${beside}` : '';
      console.log(`\n== ${phase.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s${where}`);
      resolve({ name: phase.name, seconds, ok: code === 0 });
    });
  });
}

/** A lane's phases in order, up to the first that fails; a niced lane's beside `main`, its group's main phase. */
async function runLane(lane: Lane, main: Phase): Promise<Result[]> {
  const results: Result[] = [];
  for (const phase of lane.phases) {
    const result = await run(phase, lane.niced ? main.name : null);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
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
    const main = group[0]!.phases[0]!;
    const done = (await Promise.all(group.map((lane) => runLane(lane, main)))).flat();
    results.push(...done);
    if (done.some((result) => !result.ok)) break;
  }
  report(results, Math.round((Date.now() - started) / 1000));
  process.exitCode = results.every((result) => result.ok) ? 0 : 1;
}

await main();
