import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { startApi, type ApiProcess } from './support/api-process';
import { createPostgresTarget, type DatabaseTarget } from './support/targets';

/** The spans a console exporter printed (util.inspect blocks, one per ended span) that belong to `traceId`. */
function spansOf(output: string, traceId: string): string[] {
  return output.split(/\n(?=\{\n)/).filter((block) => block.includes(`traceId: '${traceId}'`));
}

/** Waits up to 30 s for the spans `found` asks for; when they do not come, says what the API printed last. */
async function waitForSpans(api: ApiProcess, traceId: string, found: (spans: string[]) => boolean): Promise<string[]> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const spans = spansOf(api.output(), traceId);
    if (found(spans)) return spans;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.warn(`Trace ${traceId} incomplete after 30 s; the API's output ends:\n${api.output().slice(-3000)}`);
  return spansOf(api.output(), traceId);
}

const isRequest = (span: string) => /'http\.(request\.)?method': 'GET'/.test(span);
const isQuery = (span: string) => /name: 'pg\.query/.test(span) || /'db\.system(\.name)?': 'postgresql'/.test(span);

/** A span as "name [GET]", so a failed expectation lists the spans the trace has. */
const summary = (span: string) => `${/\n {2}name: '([^']*)'/.exec(span)?.[1] ?? '?'}${isRequest(span) ? ' [GET]' : ''}`;

describe('the API traced on PostgreSQL (decision 046): a slow page is followed to its query', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  it('a request with a traceparent, as the document server sends, and the SQL it ran carry that trace id', async () => {
    const target: DatabaseTarget = await createPostgresTarget();
    cleanups.push(() => target.dispose());
    const api = await startApi({ DATABASE_URL: target.url ?? '', OTEL_TRACES_EXPORTER: 'console' });
    cleanups.push(() => api.kill('SIGTERM'));

    const traceId = randomBytes(16).toString('hex');
    const response = await fetch(`${api.url}/products`, {
      headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
    });
    expect(response.status).toBe(200);

    // The request's own span ends (and is printed) after the queries it ran: wait for both.
    const spans = await waitForSpans(api, traceId, (found) => found.some(isQuery) && found.some(isRequest));
    // The API's own request span, and at least one node-postgres query under it, all in the caller's trace.
    expect(spans.map(summary)).toContainEqual(expect.stringMatching(/ \[GET\]$/));
    const queries = spans.filter(isQuery);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.some((span) => /products/i.test(span))).toBe(true);
  }, 120_000);
});
