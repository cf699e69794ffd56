import net from 'node:net';

/** The Redis of the tests: REDIS_URL, else the machine's (and CI's) redis://127.0.0.1:6379. */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Does anything listen at TEST_REDIS_URL? (Outside CI, which always has Redis, files skip without it.) */
export function redisReachable(): Promise<boolean> {
  const url = new URL(TEST_REDIS_URL);
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(url.port || 6379), url.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
