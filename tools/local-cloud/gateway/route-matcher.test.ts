import { describe, expect, it } from 'vitest';
import type { Route } from '../../../functions/routes';
import { createRouteMatcher } from './route-matcher';

const route = (method: Route['method'], path: string): Route => ({
  name: 'listPlans',
  method,
  path,
  routeKey: `${method} ${path}`,
  access: 'public',
  functionId: 'catalogue',
});

describe('createRouteMatcher', () => {
  const match = createRouteMatcher([
    route('GET', '/api/projects/{projectId}'),
    route('GET', '/api/projects/recent'),
    route('DELETE', '/api/projects/{projectId}'),
    route('GET', '/api/projects/{projectId}/versions/{version}'),
  ]);

  it('prefers an exact segment over a path parameter, whatever the table order', () => {
    expect(match('GET', '/api/projects/recent')?.route.path).toBe('/api/projects/recent');
  });

  it('decodes a path parameter and names it as the route does', () => {
    expect(match('GET', '/api/projects/a%20b')?.pathParameters).toEqual({ projectId: 'a b' });
    expect(match('DELETE', '/api/projects/x')?.pathParameters).toEqual({ projectId: 'x' });
    expect(match('GET', '/api/projects/x/versions/3')?.pathParameters).toEqual({
      projectId: 'x',
      version: '3',
    });
  });

  it('matches nothing for another method, an extra segment, or a malformed escape', () => {
    expect(match('POST', '/api/projects/x')).toBeUndefined();
    expect(match('GET', '/api/projects/x/y')).toBeUndefined();
    expect(match('GET', '/api/projects/%ZZ')).toBeUndefined();
  });

  it('gives a greedy parameter the rest of the path, each segment decoded', () => {
    const greedy = createRouteMatcher([
      { method: 'GET', path: '/repos/{owner}/{repo}/contents/{path+}' },
    ]);
    expect(greedy('GET', '/repos/a/b/contents/assets/x%20y.png')?.pathParameters).toEqual({
      owner: 'a',
      repo: 'b',
      path: 'assets/x y.png',
    });
    expect(greedy('GET', '/repos/a/b/contents/')).toBeUndefined();
    expect(greedy('GET', '/repos/a/b/contents/a//b')).toBeUndefined();
  });
});
