import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The ports the system hands out for `listen(0)` and for the local end of outgoing connections.
 * Linux says in /proc; elsewhere, IANA's dynamic range (macOS's default).
 */
export function ephemeralPortRange(
  read: () => string = () => readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8'),
): { first: number; last: number } {
  try {
    const [, first = 0, last = 0] = /^\s*(\d+)\s+(\d+)/.exec(read())?.map(Number) ?? [];
    if (first > 1024 && last >= first) return { first, last };
  } catch {
    // Not Linux: the default below.
  }
  return { first: 49152, last: 65535 };
}

function listensOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** How many ports below the ephemeral range a restart port is picked from. */
const SPAN = 10_000;

/**
 * A port free now that a cloud killed and started again can take back. A port `listen(0)` gave
 * is in the ephemeral range, where, while the cloud is down, any other process's `listen(0)` or
 * outgoing connection may be handed it (the crash tests run beside each other, each starting
 * clouds on port 0): the restart then fails with EADDRINUSE. Below that range the system hands
 * out nothing by itself.
 */
export async function restartablePort({
  range = ephemeralPortRange(),
  random = Math.random,
  besides = [],
}: {
  range?: { first: number; last: number };
  random?: () => number;
  /** Ports already picked, not to be picked again. */
  besides?: readonly number[];
} = {}): Promise<number> {
  const first = Math.max(1025, range.first - SPAN);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = first + Math.floor(random() * (range.first - first));
    if (!besides.includes(port) && (await listensOn(port))) return port;
  }
  throw new Error(`No free port between ${first} and ${range.first - 1}`);
}

/** The ports a crash test's cloud and its storage keep across every kill and restart. */
export async function restartablePorts(): Promise<{
  port: number;
  storagePorts: { dynamo: number; s3: number };
}> {
  const port = await restartablePort();
  const dynamo = await restartablePort({ besides: [port] });
  const s3 = await restartablePort({ besides: [port, dynamo] });
  return { port, storagePorts: { dynamo, s3 } };
}
