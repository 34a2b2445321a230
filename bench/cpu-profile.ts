/**
 * Where a process's CPU went, from a V8 CPU profile (`node --cpu-prof`; the bench's documents part records
 * the document server's with BENCH_CPU_PROF=1): self time grouped by what ran it (a package of
 * node_modules, Node's own internals by module, a bundle of ours by file, the garbage collector), largest
 * first, and the heaviest functions. `npx tsx bench/cpu-profile.ts bench/results/profiles/X.cpuprofile [N]`.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** What ran a frame: `react-dom`, `node:zlib`, `render.cjs`, `(garbage collector)`. */
export function groupOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName || 'anonymous'}`;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = url.slice(modules + 'node_modules/'.length).split('/');
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  }
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  return url.split('/').at(-1) ?? url;
}

export function summarise(profile: Profile): {
  totalMs: number;
  groups: [string, number][];
  functions: [string, number][];
} {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id)!;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    total += ms;
    const { url, functionName, lineNumber } = node.callFrame;
    const group = groupOf(url, functionName);
    groups.set(group, (groups.get(group) ?? 0) + ms);
    const name = `${functionName || 'anonymous'} (${group}:${lineNumber + 1})`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  });
  const sorted = (map: Map<string, number>) => [...map.entries()].sort(([, a], [, b]) => b - a);
  return { totalMs: total, groups: sorted(groups), functions: sorted(functions) };
}

if (process.argv[1]?.endsWith('cpu-profile.ts')) {
  const [file, count] = process.argv.slice(2);
  if (!file) throw new Error('usage: npx tsx bench/cpu-profile.ts <file.cpuprofile> [rows]');
  const { totalMs, groups, functions } = summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile);
  const busy = groups.filter(([name]) => name !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0);
  const rows = Number(count ?? 25);
  const line = ([name, ms]: [string, number]) =>
    `${ms.toFixed(0).padStart(8)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${name}`;
  process.stdout.write(
    `profile ${(totalMs / 1000).toFixed(1)} s, busy ${(busy / 1000).toFixed(1)} s\n\nby what ran:\n`,
  );
  process.stdout.write(
    `${groups
      .filter(([name]) => name !== '(idle)')
      .slice(0, rows)
      .map(line)
      .join('\n')}\n`,
  );
  process.stdout.write(`\nheaviest functions (self):\n${functions.slice(0, rows).map(line).join('\n')}\n`);
}
