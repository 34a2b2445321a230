/**
 * OpenTelemetry for the shop's Node servers, the document server and the API (decision 046): one trace from
 * the document's render through the API to its queries. Configured by the standard OTEL_* variables:
 *
 * - `OTEL_TRACES_EXPORTER`: `otlp` (the default once `OTEL_EXPORTER_OTLP_ENDPOINT` or
 *   `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` is set), `console`, or `none` (the default otherwise).
 * - `OTEL_TRACES_SAMPLER` / `OTEL_TRACES_SAMPLER_ARG` when exporting (default parent-based, always on).
 * - `OTEL_SDK_DISABLED=true`: no tracing at all (no ids in logs or documents either).
 *
 * Without an exporter nothing is recorded: spans are created unsampled (ids, no attributes, no export), which
 * costs little, yet every log line and every document still carries its trace id, and the API's logs carry
 * the same id as the document's.
 */
import { createRequire } from 'node:module';
import type { IncomingHttpHeaders } from 'node:http';
import { ROOT_CONTEXT, context, propagation, trace, type Span } from '@opentelemetry/api';
import FastifyOtelInstrumentation, { type FastifyOtelInstrumentationOpts } from '@fastify/otel';
import { registerInstrumentations, type Instrumentation } from '@opentelemetry/instrumentation';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  BatchSpanProcessor,
  ConsoleSpanExporter,
  SimpleSpanProcessor,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { FastifyInstance } from 'fastify';

export type TraceExporterName = 'otlp' | 'console' | 'none';

export function traceExporterFrom(env: NodeJS.ProcessEnv = process.env): TraceExporterName {
  const named = env.OTEL_TRACES_EXPORTER?.trim().toLowerCase();
  if (named === 'otlp' || named === 'console' || named === 'none') return named;
  if (named) throw new Error(`OTEL_TRACES_EXPORTER must be otlp, console or none, not "${named}"`);
  return env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ? 'otlp' : 'none';
}

function spanProcessors(exporter: TraceExporterName): SpanProcessor[] {
  if (exporter === 'otlp') return [new BatchSpanProcessor(new OTLPTraceExporter())];
  if (exporter === 'console') return [new SimpleSpanProcessor(new ConsoleSpanExporter())];
  return [];
}

let fastifyInstrumentation: FastifyOtelInstrumentation | null = null;

export interface StartTracingOptions {
  /** `OTEL_SERVICE_NAME` wins over it. */
  serviceName: string;
  /** The service's own: HTTP, undici, pg. */
  instrumentations: Instrumentation[];
  /**
   * Modules the instrumentations patch, required once more now that they are enabled: this bundle imported
   * them before it ran (an ES module's imports come first), and the patch is applied to their exports on the
   * first `require` that the hook sees.
   */
  patch: string[];
  /** Resolves `patch` from the service's own bundle (its `import.meta.url`). */
  from: string;
  /** Which of Fastify's routes get spans of their own (default all). */
  fastify?: FastifyOtelInstrumentationOpts;
  env?: NodeJS.ProcessEnv;
}

/** Starts tracing for this process; call first thing in the service's `main`. Returns its shutdown. */
export function startTracing(options: StartTracingOptions): () => Promise<void> {
  const env = options.env ?? process.env;
  // OpenTelemetry's own off switch: no spans, no ids, nothing patched.
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return async () => undefined;
  const exporter = traceExporterFrom(env);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME ?? options.serviceName }),
    spanProcessors: spanProcessors(exporter),
    // Not exporting: nothing is recorded, but ids are made and passed on (the W3C traceparent, flags 00).
    ...(exporter === 'none' ? { sampler: new AlwaysOffSampler() } : {}),
  });
  provider.register();
  fastifyInstrumentation = new FastifyOtelInstrumentation(options.fastify);
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [...options.instrumentations],
  });
  fastifyInstrumentation.setTracerProvider(provider);
  const require = createRequire(options.from);
  for (const name of options.patch) require(name);
  // Undone whole: the instrumentations' hooks outlive the provider otherwise (undici's are on Node's process-wide
  // diagnostics channels, and went on adding a traceparent to every fetch of the process after the shutdown).
  return async () => {
    unregister();
    fastifyInstrumentation = null;
    await provider.shutdown();
    trace.disable();
    propagation.disable();
    context.disable();
  };
}

/** Fastify's own spans (each request's route, hooks and handler), when this process traces. */
export async function registerRequestTracing(app: FastifyInstance): Promise<void> {
  if (fastifyInstrumentation) await app.register(fastifyInstrumentation.plugin());
}

/** The ids pino writes on every line (`mixin`): the active span's, as OpenTelemetry's own pino instrumentation names them. */
export function traceLogFields(): Record<string, string> {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  return { trace_id: traceId, span_id: spanId, trace_flags: `0${traceFlags.toString(16)}` };
}

/** The active span as a W3C `traceparent` value, or null outside a trace. */
export function currentTraceparent(span: Span | undefined = trace.getSpan(context.active())): string | null {
  const spanContext = span?.spanContext();
  if (!spanContext || !trace.isSpanContextValid(spanContext)) return null;
  return `00-${spanContext.traceId}-${spanContext.spanId}-0${spanContext.traceFlags.toString(16)}`;
}

/**
 * Runs `work` in a trace of this process's own, linked to the request's span, when the request came with its
 * caller's trace context (`traceparent`): what it makes is kept and sent to everyone (a public document), and
 * must not carry a trace id, or a sampling decision, a visitor chose. A request without one stays in its trace,
 * so its log lines and the document share an id.
 */
export async function inOwnTrace<T>(name: string, headers: IncomingHttpHeaders, work: () => Promise<T>): Promise<T> {
  const callers = trace.getSpanContext(propagation.extract(ROOT_CONTEXT, headers));
  if (!callers || !trace.isSpanContextValid(callers)) return work();
  const request = trace.getSpan(context.active())?.spanContext();
  const links = request && trace.isSpanContextValid(request) ? [{ context: request }] : [];
  return trace
    .getTracer('@mitti/server-kit/node-tracing')
    .startActiveSpan(name, { root: true, links }, async (span) => {
      try {
        return await work();
      } finally {
        span.end();
      }
    });
}
