/**
 * `npm run bench:peers`: unpacks the two peers and the blueprint's CDN folder into bench/.peers (gitignored),
 * points their CDN addresses and ports at this machine, installs their dependencies from the npm registry and
 * builds them as their own scripts do (decision 094). Run it again to start from clean sources.
 *
 * Sources: a snapshot of each repository's newest commit, from PEERS_MIRROR/<owner>+<name>/repo (a bare git
 * directory; default /work/.mirror) when there is one, else a shallow clone from GitHub.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CDN_ORIGIN, PEER_PORTS, PUBLIC_CDN, SOURCES, peerBase, peerDir, peersDir, type PeerSource } from './peers';

const log = (text: string) => process.stdout.write(`${text}\n`);
const mirrorRoot = process.env.PEERS_MIRROR ?? '/work/.mirror';

function run(command: string, args: string[], cwd: string): void {
  log(`$ (${path.relative(peersDir, cwd) || '.'}) ${command} ${args.join(' ')}`);
  const child = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (child.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** The repository's newest commit, unpacked (only `paths` of it, when given); its hash in `.commit`. */
function unpack(source: PeerSource, paths: string[] = []): void {
  const dir = peerDir(source);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const bare = path.join(mirrorRoot, source.repo.replace('/', '+'), 'repo');
  let gitDir = bare;
  if (!existsSync(bare)) {
    gitDir = path.join(peersDir, `${source.name}.git`);
    rmSync(gitDir, { recursive: true, force: true });
    run('git', ['clone', '--bare', '--depth', '1', `https://github.com/${source.repo}.git`, gitDir], peersDir);
  }
  const commit = execFileSync('git', ['--git-dir', gitDir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  const archive = execFileSync('git', ['--git-dir', gitDir, 'archive', 'HEAD', ...paths], {
    maxBuffer: 512 * 2 ** 20,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  writeFileSync(path.join(dir, '.commit'), `${source.repo} ${commit}\n`);
  log(`${source.repo} ${commit} -> ${path.relative(peersDir, dir)}`);
}

const TEXT = /\.(?:js|jsx|ts|tsx|css|html|json|env)$|^\.env$/;

/** Every text file of the sources (not node_modules, not lockfiles). */
function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (entry === 'node_modules' || entry === 'package-lock.json') return [];
    if (statSync(file).isDirectory()) return textFiles(file);
    return TEXT.test(entry) ? [file] : [];
  });
}

/** Applies `[from, to]` replacements to every text file under `dir`; returns how many files changed. */
function rewrite(dir: string, replacements: [string | RegExp, string][]): number {
  let changed = 0;
  for (const file of textFiles(dir)) {
    const before = readFileSync(file, 'utf8');
    const after = replacements.reduce((text, [from, to]) => text.replaceAll(from, to), before);
    if (after !== before) {
      writeFileSync(file, after);
      changed += 1;
    }
  }
  return changed;
}

/** The public CDN is this machine's (and the React peer's footer icon from kentl.dev the CDN's favicon). */
const cdnReplacements: [string, string][] = [
  [PUBLIC_CDN, CDN_ORIGIN],
  ['https://kentl.dev/favicon.ico', `${CDN_ORIGIN}/cdn/img/meta/favicon-16x16.png`],
];

function preparePreact(): void {
  const dir = peerDir(SOURCES.preact);
  unpack(SOURCES.preact);
  const ports = PEER_PORTS.preact;
  const changed = rewrite(dir, [
    ...cdnReplacements,
    // The teams' servers and the ESI gateway on free ports (their sources say 3000-3003, the shop's).
    ['localhost:3001', `localhost:${ports.explore}`],
    ['localhost:3002', `localhost:${ports.decide}`],
    ['localhost:3003', `localhost:${ports.checkout}`],
    ['port: 3001', `port: ${ports.explore}`],
    ['port: 3002', `port: ${ports.decide}`],
    ['port: 3003', `port: ${ports.checkout}`],
    ['const PORT = 3000;', `const PORT = ${ports.gateway};`],
  ]);
  log(`preact: ${changed} files rewritten`);
  // Install scripts off: esbuild's binary comes as an optional dependency; nothing else needs one.
  run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], dir);
  run('npm', ['run', 'build'], dir);
}

function prepareReact(): void {
  const dir = peerDir(SOURCES.react);
  unpack(SOURCES.react);
  log(`react: ${rewrite(dir, cdnReplacements)} files rewritten`);
  run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], dir);
  // Its `npm run build` (lerna run build, then move), with its own host: each package's webpack production
  // build, the shell's output at the root of dist/, each team's under dist/<team>.
  const dist = path.join(dir, 'dist');
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist);
  const webpack = path.join(dir, 'node_modules/.bin/webpack');
  for (const app of ['app', 'explore', 'decide', 'checkout']) {
    const appDir = path.join(dir, 'packages', app);
    run(webpack, ['--mode', 'production', '--env', `host=${peerBase('react')}`], appDir);
    const built = path.join(appDir, 'dist');
    if (app === 'app')
      for (const entry of readdirSync(built)) renameSync(path.join(built, entry), path.join(dist, entry));
    else renameSync(built, path.join(dist, app));
  }
}

function prepareCdn(): void {
  unpack(SOURCES.cdn, ['public/cdn']);
}

function main() {
  mkdirSync(peersDir, { recursive: true });
  // A tsconfig of their own: esbuild reads the nearest one above a source, which would else be the shop's
  // ("jsx": "react-jsx"), turning the Preact peer's JSX into React's and its server pages into empty strings.
  writeFileSync(path.join(peersDir, 'tsconfig.json'), '{}\n');
  const only = process.argv.slice(2);
  const steps = { cdn: prepareCdn, preact: preparePreact, react: prepareReact };
  for (const [name, step] of Object.entries(steps)) if (!only.length || only.includes(name)) step();
  log(`peers ready in ${peersDir}: \`npx tsx bench/peers/serve.ts\` serves them`);
}

main();
