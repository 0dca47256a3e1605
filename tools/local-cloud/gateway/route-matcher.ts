import { safeDecode } from './safe-decode';

/** What a matcher needs of a route: the product's route table, or a stand-in's own routes. */
export interface MatchableRoute {
  method: string;
  /** With `{param}` segments, and optionally a greedy `{param+}` last (API Gateway's `{proxy+}`). */
  path: string;
}

export interface RouteMatch<R extends MatchableRoute> {
  route: R;
  pathParameters: Record<string, string>;
}

interface CompiledRoute<R extends MatchableRoute> {
  route: R;
  pattern: RegExp;
  names: string[];
}

function compile<R extends MatchableRoute>(route: R): CompiledRoute<R> {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)(\+?)\}$/.exec(segment);
      if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]);
      return param[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

/**
 * Matches requests to routes the way API Gateway HTTP APIs do: exact segments win over
 * `{param}` segments, and a path parameter is one URL-decoded segment; a greedy `{param+}` takes
 * the rest of the path, its segments each decoded and joined by `/`.
 */
export function createRouteMatcher<R extends MatchableRoute>(routes: readonly R[]) {
  const compiled = routes
    .map(compile)
    .sort((a, b) => a.names.length - b.names.length || b.route.path.length - a.route.path.length);

  return (method: string, path: string): RouteMatch<R> | undefined => {
    for (const { route, pattern, names } of compiled) {
      if (route.method !== method) continue;
      const found = pattern.exec(path);
      if (!found) continue;
      const pathParameters: Record<string, string> = {};
      for (const [index, name] of names.entries()) {
        const segments = (found[index + 1] ?? '').split('/').map(safeDecode);
        if (segments.some((segment) => segment === undefined || segment === '')) return undefined;
        pathParameters[name] = segments.join('/');
      }
      return { route, pathParameters };
    }
    return undefined;
  };
}
