import { request as httpRequest } from "node:http";
import { csrfResponseSchema } from "@/shared/contracts/csrf";

export interface Answer {
  readonly status: number;
  readonly text: string;
  /** The body parsed as JSON; a contract's parse gives it its type. */
  json(): unknown;
}

/**
 * A browser's worth of state against production instances: cookies kept by hand (production
 * cookies are Secure, and these calls are plain HTTP on loopback), one partner Host header as a
 * load balancer passes it on, and one made-up client address. Any instance can be called: they
 * share the database, Redis and the secrets, so what one sets, another reads.
 */
export class ProductionVisitor {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly host: string,
    readonly address: string,
  ) {}

  call(
    port: number,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    return this.request(port, method, path, body, headers);
  }

  /**
   * A mutating call whose body arrives in two parts, with `between` run after the first: the
   * request is in flight on the server (headers read, body not yet) while `between` runs.
   */
  async sendInTwoParts(
    port: number,
    method: "POST" | "PUT",
    path: string,
    body: unknown,
    between: () => Promise<void>,
  ): Promise<Answer> {
    const csrfToken = await this.csrfToken(port);
    return this.request(port, method, path, body, { "x-xsrf-token": csrfToken }, between);
  }

  private request(
    port: number,
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string>,
    between?: () => Promise<void>,
  ): Promise<Answer> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: "127.0.0.1",
          port,
          // A connection per call: a kept-alive one could be closed under a call by a stopping server.
          agent: false,
          method,
          path,
          headers: {
            host: this.host,
            "x-forwarded-for": this.address,
            accept: "application/json",
            ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
            ...(payload === undefined
              ? {}
              : { "content-type": "application/json", "content-length": String(payload.length) }),
            ...headers,
          },
        },
        (response) => {
          this.keepCookies(response.headers["set-cookie"] ?? []);
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => {
            resolve({ status: response.statusCode ?? 0, text, json: () => JSON.parse(text) as unknown });
          });
        },
      );
      outgoing.on("error", reject);
      if (!payload || !between) {
        outgoing.end(payload);
        return;
      }
      const half = Math.floor(payload.length / 2);
      outgoing.flushHeaders();
      outgoing.write(payload.subarray(0, half));
      between().then(
        () => outgoing.end(payload.subarray(half)),
        (error: unknown) => {
          outgoing.destroy();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  private async csrfToken(port: number): Promise<string> {
    return csrfResponseSchema.parse((await this.call(port, "GET", "/api/CSRF")).json()).csrfToken;
  }

  /** A mutating call with a CSRF token fetched from the same instance first, as the browser does. */
  async send(port: number, method: "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<Answer> {
    return this.call(port, method, path, body, { "x-xsrf-token": await this.csrfToken(port) });
  }

  /** The Cookie header as it stands: replayed later, it stands for a stolen or stale copy. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private keepCookies(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** Polls `check` until it holds, or throws after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // A refused connection means "not yet"; any other error ends the wait with it.
    const done = await check().catch((error: unknown) => {
      if (error instanceof Error && "code" in error && error.code === "ECONNREFUSED") return false;
      throw error;
    });
    if (done) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what}: not within ${String(timeoutMs)} ms`);
}
