import type { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * Powertools' own rule for when it traces, read before anything loads it: in Lambda (not SAM's
 * local emulation), unless `POWERTOOLS_TRACE_ENABLED=false`.
 */
export function tracingWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return (
    env.POWERTOOLS_TRACE_ENABLED?.toLowerCase() !== 'false' &&
    (env.AWS_EXECUTION_ENV ?? '') !== '' &&
    (env.AWS_SAM_LOCAL ?? '') === ''
  );
}

/**
 * X-Ray tracing for the generation pipeline's tasks, where a run's time goes (model calls, the
 * table, the code bucket, the socket). Only the pipeline imports this module: the X-Ray SDK adds
 * about 125 KB to a bundle, which the request path's functions do without (they keep Lambda's
 * own active tracing).
 *
 * Where nothing is traced (the local cloud, tests) the Tracer is never loaded: loading the X-Ray
 * SDK installs an async hook (cls-hooked's) that makes every `await` in the process about ten
 * times slower, tracing or not, and the local cloud runs every function in one process.
 */
export const tracer: Tracer | undefined = tracingWanted()
  ? new (await import('@aws-lambda-powertools/tracer')).Tracer()
  : undefined;

/** AWS SDK v3 clients whose calls become subsegments of the task's trace. */
export function traceClients(...clients: Parameters<Tracer['captureAWSv3Client']>[0][]): void {
  for (const client of clients) tracer?.captureAWSv3Client(client);
}

/**
 * Runs one task in its own subsegment, annotated with the run's ids (searchable in X-Ray) and
 * marked with the error when it throws. The task's result is not recorded: it carries the user's
 * prompt and page.
 */
export async function traced<R>(
  name: string,
  annotations: Readonly<Record<string, string>>,
  work: () => Promise<R>,
): Promise<R> {
  if (!tracer?.isTracingEnabled()) return work();
  const parent = tracer.getSegment();
  const subsegment = parent?.addNewSubsegment(`## ${name}`);
  if (subsegment) tracer.setSegment(subsegment);
  tracer.annotateColdStart();
  tracer.addServiceNameAnnotation();
  for (const [key, value] of Object.entries(annotations)) tracer.putAnnotation(key, value);
  try {
    return await work();
  } catch (error) {
    tracer.addErrorAsMetadata(error instanceof Error ? error : new Error(String(error)));
    throw error;
  } finally {
    subsegment?.close();
    if (parent) tracer.setSegment(parent);
  }
}
