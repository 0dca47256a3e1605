import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { ThreadCall, ThreadReply } from './function-threads';

/**
 * One function's module in a thread of its own (function-threads.ts): each call posted in is
 * handed to its handler, and the result, or the error's name and message, posted back.
 */
const { entryPath } = workerData as { entryPath: string };
const loaded: Record<string, unknown> = await import(pathToFileURL(entryPath).href);
const handler = loaded.handler;
if (typeof handler !== 'function')
  throw new Error(`${entryPath} does not export a handler function`);

parentPort?.on('message', ({ id, event }: ThreadCall) => {
  const reply = (message: ThreadReply) => parentPort?.postMessage(message);
  Promise.resolve()
    .then(() => (handler as (event: unknown) => unknown)(event))
    .then(
      (result) => reply({ id, result }),
      (error: unknown) =>
        reply({
          id,
          error:
            error instanceof Error
              ? { name: error.name, message: error.message, stack: error.stack }
              : { name: 'Error', message: String(error) },
        }),
    );
});
