import type { Route } from '../../../functions/routes';
import { safeDecode } from './safe-decode';

export interface RouteMatch {
  route: Route;
  pathParameters: Record<string, string>;
}

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  names: string[];
}

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

/**
 * Matches requests to routes the way API Gateway HTTP APIs do: exact segments win over
 * `{param}` segments, and a path parameter is one URL-decoded segment.
 */
export function createRouteMatcher(routes: readonly Route[]) {
  const compiled = routes
    .map(compile)
    .sort((a, b) => a.names.length - b.names.length || b.route.path.length - a.route.path.length);

  return (method: string, path: string): RouteMatch | undefined => {
    for (const { route, pattern, names } of compiled) {
      if (route.method !== method) continue;
      const found = pattern.exec(path);
      if (!found) continue;
      const pathParameters: Record<string, string> = {};
      for (const [index, name] of names.entries()) {
        const value = safeDecode(found[index + 1] ?? '');
        if (value === undefined) return undefined;
        pathParameters[name] = value;
      }
      return { route, pathParameters };
    }
    return undefined;
  };
}
