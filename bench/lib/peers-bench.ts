import { PEER_PAGES, peerBase, type PageKind, type PeerName } from '../peers/peers';
import { startPeers } from '../peers/serve';
import { firstLoad } from './first-load';
import { runLighthouse, type PageRun } from './lighthouse';
import { median, spread, type Spread } from './median';
import { RUNS } from './web-bench';

/** Progress on stdout (the lint rule keeps console.log out of app code). */
const log = (text: string) => process.stdout.write(`${text}\n`);

/**
 * What each round measures on every kind of page: the shop with its scripts, the shop's floor (every `*.js`
 * request blocked: the document as the server sends it) and the two peers (issue 58, decision 094). None of the
 * four pages sends the opener policy (decision 135), so no floor without it is measured beside (decision 132).
 */
export const SUBJECTS = ['shop', 'floor', 'preact', 'react'] as const;
export type Subject = (typeof SUBJECTS)[number];

export interface PeerFigures {
  score: number;
  tbt: number;
  lcp: number;
  /** Each run's TBT, in the order measured. */
  tbts: number[];
  /** First-load JavaScript of the run with the median LCP, re-gzipped at level 9 (none for the floor). */
  jsGzipBytes: number;
  jsRequests: number;
}

export interface PeersResults {
  runs: number;
  /** Each kind of page and the address measured for the shop and for the peers. */
  pages: { kind: PageKind; shop: string; peers: string }[];
  figures: Record<Subject, Record<string, PeerFigures>>;
  /** Lighthouse's benchmarkIndex of the machine over the runs: median, lowest, highest. */
  benchmarkIndex: Spread;
}

async function summarise(runs: PageRun[], scripts: boolean): Promise<PeerFigures> {
  const byLcp = [...runs].sort((a, b) => a.lcp - b.lcp);
  const js = scripts ? await firstLoad(byLcp[Math.floor(byLcp.length / 2)]?.scripts ?? []) : undefined;
  return {
    score: median(runs.map((run) => run.score)),
    tbt: median(runs.map((run) => run.tbt)),
    lcp: median(runs.map((run) => run.lcp)),
    tbts: runs.map((run) => Math.round(run.tbt)),
    jsGzipBytes: js?.gzipBytes ?? 0,
    jsRequests: js?.requests ?? 0,
  };
}

/**
 * Lighthouse mobile as web-mobile runs it (a fresh Chrome per run, about:blank), round by round: on each kind of
 * page the shop, its floor, the Preact + ESI peer and the React + Module Federation peer in turn, median of RUNS.
 * The peers are served from bench/.peers (`npm run bench:peers` builds them).
 */
export async function benchPeers(shopBase: string, productRoute: string): Promise<PeersResults> {
  const shopRoutes: Record<PageKind, string> = { home: '/', store: '/store', product: productRoute, cart: '/cart' };
  const pages = PEER_PAGES.map(({ kind, path }) => ({ kind, shop: shopRoutes[kind], peers: path }));
  const peers = await startPeers();
  try {
    const runs = Object.fromEntries(SUBJECTS.map((subject) => [subject, {}])) as Record<
      Subject,
      Record<string, PageRun[]>
    >;
    const url = (subject: Subject, page: (typeof pages)[number]) => {
      if (subject === 'shop' || subject === 'floor') return `${shopBase}${page.shop}`;
      return `${peerBase(subject as PeerName)}${page.peers}`;
    };
    const scripts = (subject: Subject) => subject !== 'floor';
    for (let i = 0; i < RUNS; i += 1) {
      for (const page of pages) {
        for (const subject of SUBJECTS) {
          const run = await runLighthouse(url(subject, page), 'mobile', { noScripts: !scripts(subject) });
          (runs[subject][page.kind] ??= []).push(run);
          log(
            `peers ${page.kind} ${subject} #${i + 1}: score ${run.score}, TBT ${Math.round(run.tbt)} ms, LCP ${Math.round(run.lcp)} ms, benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
          );
        }
      }
    }
    const figures = Object.fromEntries(SUBJECTS.map((subject) => [subject, {}])) as PeersResults['figures'];
    for (const subject of SUBJECTS) {
      for (const page of pages) {
        figures[subject][page.kind] = await summarise(runs[subject][page.kind] ?? [], scripts(subject));
      }
    }
    const indexes = Object.values(runs).flatMap((byKind) =>
      Object.values(byKind)
        .flat()
        .map((run) => run.benchmarkIndex),
    );
    return { runs: RUNS, pages, figures, benchmarkIndex: spread(indexes) };
  } finally {
    await peers.stop();
  }
}
