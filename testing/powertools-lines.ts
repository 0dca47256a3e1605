import { vi } from 'vitest';

/** Test-only: what Powertools wrote while `act` ran (errors go to stderr), one parsed JSON line each. */
export async function linesWrittenBy(act: () => Promise<unknown> | void): Promise<unknown[]> {
  const written: string[] = [];
  const streams = [process.stdout, process.stderr].map((stream) =>
    vi.spyOn(stream, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    }),
  );
  try {
    await act();
  } finally {
    for (const stream of streams) stream.mockRestore();
  }
  return written
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line): unknown => JSON.parse(line));
}
