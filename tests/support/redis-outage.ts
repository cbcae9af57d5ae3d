import { createServer, connect, type Server, type Socket } from "node:net";

/**
 * A port on 127.0.0.1 with nothing listening: a Redis that is down. Found by opening a server on
 * port 0 and closing it again, so the port is free and nobody else was given it meanwhile.
 */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => {
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** A Redis that comes up: forwards `port` to the real Redis at `target` until closed. */
export interface RedisProxy {
  close(): Promise<void>;
}

export async function startRedisProxy(port: number, target: string): Promise<RedisProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  };
  const server: Server = createServer((incoming) => {
    const outgoing = connect(Number(targetPort || 6379), hostname);
    track(incoming);
    track(outgoing);
    incoming.pipe(outgoing).pipe(incoming);
    incoming.on("error", () => outgoing.destroy());
    outgoing.on("error", () => incoming.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
