import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

/**
 * A client that goes away mid-conversation (an API killed mid-send, as the durability test does) is a socket
 * error on the server; unheard, Node raises it as an uncaught exception and ends the test run.
 */
function ignoreDroppedClients(server: SMTPServer): void {
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
}

export interface StrictSmtpServer {
  smtpUrl: string;
  /** Recipients it takes, in the order it took them. */
  accepted: string[];
  /** Whether a recipient is refused for good (550), as a real server refuses an unknown mailbox. */
  refuses: (address: string) => boolean;
  stop(): Promise<void>;
}

/**
 * A real SMTP server (nodemailer's smtp-server) that refuses the recipients `refuses` names with a permanent
 * error quoting the address, as providers do, and takes every other message.
 */
export async function startStrictSmtpServer(refuses: (address: string) => boolean): Promise<StrictSmtpServer> {
  const port = await freePort();
  const state: StrictSmtpServer = {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    accepted: [],
    refuses,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    closeTimeout: 1000,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.refuses(address.address)) {
        const error = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected`), {
          responseCode: 550,
        });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        state.accepted.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  ignoreDroppedClients(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return state;
}

export interface StalledSmtpServer {
  smtpUrl: string;
  /** Resolves when a client has sent a whole message and waits for the answer that never comes. */
  stalled: Promise<void>;
  stop(): Promise<void>;
}

/** An SMTP server that takes a message's data and never answers it: a send that hangs mid-way. */
export async function startStalledSmtpServer(): Promise<StalledSmtpServer> {
  const port = await freePort();
  let reportStall = () => {};
  const stalled = new Promise<void>((resolve) => (reportStall = resolve));
  const server = new SMTPServer({
    authOptional: true,
    closeTimeout: 1000,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream) {
      stream.resume();
      stream.on('end', () => reportStall());
    },
  });
  ignoreDroppedClients(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    stalled,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
