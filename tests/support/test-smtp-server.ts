import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
}

export interface TestSmtpServer {
  readonly port: number;
  readonly received: ReceivedMail[];
  close(): Promise<void>;
}

/** A port nothing listens on (yet): the mail server of an outage, until one is started there. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => {
    probe.listen(0, "127.0.0.1", resolve);
  });
  const address = probe.address();
  await new Promise<void>((resolve) => {
    probe.close(() => {
      resolve();
    });
  });
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1:`port` that accepts every message
 * and keeps its recipients and subject, for the mail queue's tests. No TLS, no authentication.
 */
export async function startTestSmtpServer(port: number): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
      });
      stream.on("end", () => {
        // The header block with folded lines joined again (a long subject spans two lines).
        const text = (Buffer.concat(chunks).toString("utf8").split("\r\n\r\n")[0] ?? "").replace(
          /\r\n[ \t]+/g,
          " ",
        );
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: /^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? "",
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      resolve();
    });
  });
  return {
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
