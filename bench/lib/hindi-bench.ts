import { LANGUAGES, pathInLanguage, type Language } from '@mitti/shared/i18n';
import { runLighthouse, type PageRun } from './lighthouse';
import { spread, type Spread } from './median';
import { RUNS, summarise, type RouteFigures } from './web-bench';

/** Progress on stdout (the lint rule keeps console.log out of app code). */
const log = (text: string) => process.stdout.write(`${text}\n`);

export interface HindiResults {
  /** The routes in English; each was measured in Hindi too (`pathInLanguage`). */
  routes: string[];
  runs: number;
  figures: Record<Language, Record<string, RouteFigures>>;
  /** Lighthouse's benchmarkIndex of the machine over the runs: median, lowest, highest. */
  benchmarkIndex: Spread;
}

/**
 * Issue 57's "as fast in Hindi": Lighthouse mobile on the composed site's routes in English and under `/hi`, side
 * by side in one run (each route in one language, then the other, round by round, so a busy minute on the shared
 * machine hits both alike), each run in a freshly launched Chrome, median of RUNS.
 */
export async function benchHindi(base: string, routes: string[]): Promise<HindiResults> {
  const runs = { en: {}, hi: {} } as Record<Language, Record<string, PageRun[]>>;
  for (let i = 0; i < RUNS; i += 1) {
    for (const route of routes) {
      for (const language of LANGUAGES) {
        const path = pathInLanguage(route, language);
        const run = await runLighthouse(`${base}${path}`, 'mobile');
        (runs[language][route] ??= []).push(run);
        log(
          `hindi bench ${path} #${i + 1}: score ${run.score}, TBT ${Math.round(run.tbt)} ms, LCP ${Math.round(run.lcp)} ms, CLS ${run.cls.toFixed(3)}, benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
        );
      }
    }
  }
  const figures = { en: {}, hi: {} } as HindiResults['figures'];
  for (const language of LANGUAGES) {
    for (const route of routes) figures[language][route] = await summarise(runs[language][route] ?? []);
  }
  const indexes = LANGUAGES.flatMap((language) => Object.values(runs[language]).flat()).map(
    (run) => run.benchmarkIndex,
  );
  return { routes, runs: RUNS, figures, benchmarkIndex: spread(indexes) };
}
