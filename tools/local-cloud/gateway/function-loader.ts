import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  functionList,
  type FunctionDefinition,
  type FunctionId,
} from '../../../functions/function-list';
import { repositoryRoot } from '../../../infra/repository-root';
import { threadedHandler } from './function-threads';

/** A Lambda handler as the gateway calls it: one event in, one result out. */
export type LoadedHandler = (event: unknown) => Promise<unknown>;

function isHandler(value: unknown): value is LoadedHandler {
  return typeof value === 'function';
}

/**
 * Loads each function's module once, on first use, from the same entry the CDK app bundles, so
 * the module reads its configuration after the local cloud has set the environment.
 */
export function createFunctionLoader() {
  const cache = new Map<FunctionId, Promise<LoadedHandler>>();

  async function load(id: FunctionId): Promise<LoadedHandler> {
    const { entry, checksPages }: FunctionDefinition = functionList[id];
    // The page checker works the CPU for seconds a page: beside the others, not in their way.
    if (checksPages) return threadedHandler(resolve(repositoryRoot, entry));
    const module: Record<string, unknown> = await import(
      pathToFileURL(resolve(repositoryRoot, entry)).href
    );
    const handler = module.handler;
    if (!isHandler(handler)) throw new Error(`${entry} does not export a handler function`);
    return handler;
  }

  return (id: FunctionId): Promise<LoadedHandler> => {
    let handler = cache.get(id);
    if (!handler) {
      // A module that failed to load (a syntax error mid-edit) is tried again on the next call.
      handler = load(id).catch((error: unknown) => {
        cache.delete(id);
        throw error;
      });
      cache.set(id, handler);
    }
    return handler;
  };
}

export type FunctionLoader = ReturnType<typeof createFunctionLoader>;
