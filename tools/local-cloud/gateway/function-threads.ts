import { Worker } from 'node:worker_threads';

export interface ThreadCall {
  id: number;
  event: unknown;
}

export type ThreadReply =
  | { id: number; result: unknown }
  | { id: number; error: { name: string; message: string; stack?: string | undefined } };

/**
 * How a thread starts: it registers the loader the functions' TypeScript needs (tsx's, as
 * `npm start` and the shared test cloud use), then loads function-thread.ts.
 */
function threadBoot(): string {
  const loader = import.meta.resolve('tsx/esm/api');
  const thread = new URL('./function-thread.ts', import.meta.url).href;
  return `import(${JSON.stringify(loader)}).then(({ register }) => {
    register();
    return import(${JSON.stringify(thread)});
  });`;
}

/**
 * A function run in a thread of its own, as its handler. On AWS every function has its own
 * compute; here they share one process, and a function that works the CPU for seconds (the page
 * checker: a DOM, html-validate and axe-core for every page) would stop every other one answering
 * meanwhile: a quote, a project's page, the socket. In a thread it runs beside them.
 *
 * The thread starts at the first call, after the local cloud has set the functions' environment
 * (a thread takes a copy of it), and does not keep the process alive.
 */
export function threadedHandler(entryPath: string): (event: unknown) => Promise<unknown> {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();

  function failAll(error: Error) {
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
    worker = undefined;
  }

  function start(): Worker {
    const started = new Worker(threadBoot(), { eval: true, workerData: { entryPath } });
    started.unref();
    started.on('message', (message: ThreadReply) => {
      const call = waiting.get(message.id);
      if (!call) return;
      waiting.delete(message.id);
      if ('error' in message) {
        const error = new Error(message.error.message);
        error.name = message.error.name;
        if (message.error.stack) error.stack = message.error.stack;
        call.reject(error);
      } else {
        call.resolve(message.result);
      }
    });
    // A module that fails to load, or a thread that dies, fails the calls under way; the next
    // call starts a new thread (as Lambda starts a new environment).
    started.on('error', failAll);
    started.on('exit', (code) => {
      if (worker === started) failAll(new Error(`${entryPath}: its thread exited with ${code}`));
    });
    return started;
  }

  return (event) =>
    new Promise((resolve, reject) => {
      worker ??= start();
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, event } satisfies ThreadCall);
    }).finally(() => {
      if (waiting.size === 0) worker?.unref();
    });
}
