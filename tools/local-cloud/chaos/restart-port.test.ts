import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ephemeralPortRange, restartablePort, restartablePorts } from './restart-port';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

function listening(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
    servers.push(server);
  });
}

describe('a port a killed cloud is started again on', () => {
  it('is below the range the system hands out by itself, so no other process is given it', async () => {
    const range = ephemeralPortRange();
    const port = await restartablePort();
    expect(port).toBeGreaterThan(1024);
    expect(port).toBeLessThan(range.first);
    await listening(port);
  });

  it('is never a port already taken', async () => {
    const range = { first: 40_000, last: 60_999 };
    const taken = await restartablePort({ range });
    await listening(taken);
    const draws = [(taken - 30_000 + 0.5) / 10_000];
    let drawn = 0;
    const port = await restartablePort({
      range,
      random: () => {
        drawn += 1;
        return draws.shift() ?? Math.random();
      },
    });
    expect(drawn).toBeGreaterThan(1);
    expect(port).not.toBe(taken);
  });

  it('keeps the cloud and its two stores on three different ports', async () => {
    const { port, storagePorts } = await restartablePorts();
    expect(new Set([port, storagePorts.dynamo, storagePorts.s3]).size).toBe(3);
    expect(Math.max(port, storagePorts.dynamo, storagePorts.s3)).toBeLessThan(
      ephemeralPortRange().first,
    );
  });

  it('reads the range Linux gives, and a default where there is none', () => {
    expect(ephemeralPortRange(() => '32768\t60999\n')).toEqual({ first: 32768, last: 60999 });
    expect(
      ephemeralPortRange(() => {
        throw new Error('ENOENT');
      }),
    ).toEqual({ first: 49152, last: 65535 });
  });
});
