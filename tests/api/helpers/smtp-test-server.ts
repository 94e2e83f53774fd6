/** A real SMTP server for tests (smtp-server), keeping what it accepted parsed by mailparser; it can refuse the next messages. */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpTestServer {
  url: string;
  received: ParsedMail[];
  /** The next `n` messages are answered with a temporary error (450) after their data. */
  refuseNext(n: number): void;
  refused: number;
  /** When each refusal and each accepted message happened (ms since the epoch), by Message-ID. */
  refusedAt: Map<string, number>;
  receivedAt: Map<string, number>;
  close(): Promise<void>;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  let toRefuse = 0;
  const state = { received: [] as ParsedMail[], refused: 0, refusedAt: new Map<string, number>(), receivedAt: new Map<string, number>() };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        if (toRefuse > 0) {
          toRefuse -= 1;
          state.refused += 1;
          state.refusedAt.set(mail.messageId ?? '', Date.now());
          callback(Object.assign(new Error('Try again later'), { responseCode: 450 }));
          return;
        }
        state.received.push(mail);
        state.receivedAt.set(mail.messageId ?? '', Date.now());
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: state.received,
    refuseNext: (n) => { toRefuse = n; },
    get refused() { return state.refused; },
    refusedAt: state.refusedAt,
    receivedAt: state.receivedAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
