import net from 'node:net';
import { freePort } from '@vrmarket/scripts/lib/process';

/** One connection through the relay: what the browser sent and what came back, as text. */
export interface RelayedConnection {
  sent: string;
  received: string;
}

export interface Relay {
  /** The target's URL with the relay's port: a page opened on it reaches the target only through the relay. */
  url: string;
  /** Every connection so far, oldest first. */
  readonly connections: readonly RelayedConnection[];
  /** A real network cut: every open connection is destroyed and new ones are refused until `restore`. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A TCP relay in front of an HTTP server (like a network path the test can cut), recording the
 * bytes of each connection. The browser sees another origin (the relay's port), so a page opened
 * through it keeps its own storage and cookies apart from pages opened on the target itself.
 */
export async function startRelay(target: string): Promise<Relay> {
  const upstream = new URL(target);
  // The servers of the system listen on IPv4 loopback; `localhost` stays in the URL (the app's origin).
  const host = upstream.hostname === 'localhost' ? '127.0.0.1' : upstream.hostname;
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  const connections: RelayedConnection[] = [];
  let server: net.Server | undefined;

  const open = () =>
    new Promise<void>((resolve, reject) => {
      const listening = net.createServer((client) => {
        const connection: RelayedConnection = { sent: '', received: '' };
        connections.push(connection);
        const remote = net.connect(Number(upstream.port), host);
        client.on('data', (chunk) => {
          connection.sent += chunk.toString('latin1');
        });
        remote.on('data', (chunk) => {
          connection.received += chunk.toString('latin1');
        });
        for (const socket of [client, remote]) {
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => {
            sockets.delete(socket);
            // One side gone: the other goes too (a half-open pair would keep a stream alive).
            client.destroy();
            remote.destroy();
          });
        }
        client.pipe(remote).pipe(client);
      });
      listening.once('error', reject);
      listening.listen(port, host, () => {
        server = listening;
        resolve();
      });
    });

  const cut = async () => {
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  await open();
  return {
    url: `${upstream.protocol}//${upstream.hostname}:${port}`,
    connections,
    cut,
    restore: open,
    stop: cut,
  };
}
