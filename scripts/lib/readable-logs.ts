import { prettyFactory } from 'pino-pretty';

interface PinoLine {
  level: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

const isPinoLine = (value: unknown): value is PinoLine =>
  typeof value === 'object' && value !== null && typeof (value as PinoLine).level === 'number';

/**
 * `npm start`'s view of a server that logs pino's JSON (the API, the document server): one readable line per
 * log line, and one per request ("GET /products 200 11 ms") where Fastify logs two (its "incoming request"
 * and "request completed"). Production starts run the servers themselves and keep the JSON. Lines that are
 * not pino's pass as they are; `undefined` is a line not to print.
 */
export function readablePinoLines(): (line: string) => string | undefined {
  const requests = new Map<string, string>();
  const pretty = prettyFactory({
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
  });
  return (line) => {
    let log: unknown;
    try {
      log = JSON.parse(line);
    } catch {
      return line;
    }
    if (!isPinoLine(log)) return line;
    if (log.msg === 'incoming request' && log.reqId && log.req) {
      requests.set(log.reqId, `${log.req.method} ${log.req.url}`);
      return undefined;
    }
    if (log.msg === 'request completed' && log.reqId && log.res) {
      const request = requests.get(log.reqId) ?? 'request';
      requests.delete(log.reqId);
      log.msg = `${request} ${log.res.statusCode} ${Math.round(log.responseTime ?? 0)} ms`;
    }
    return pretty(log).trimEnd();
  };
}
