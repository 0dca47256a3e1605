import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_DELETE_MS } from '../../../../shared/constants';
import { fakeProject, type FakeApiServer } from '../../../../testing/web/auth/fake-api-server';
import type { InMemoryAuthService } from '../../../../testing/web/auth/in-memory-auth-service';
import { currentUrl, renderApp } from '../../../../testing/web/auth/render-app';
import { signInAs } from '../../../../testing/web/auth/sign-in-as';
import { closeFakeApp, freshFakeApp } from '../../../../testing/web/auth/fake-app';

let auth: InMemoryAuthService;
let server: FakeApiServer;
/** The observers the page made, to bring its cards into view at will. */
let observers: { callback: IntersectionObserverCallback; elements: Element[] }[];

const signIn = () =>
  signInAs(
    { auth, server },
    { id: 'u1', username: 'asha', email: 'asha@example.com', credits: 20 },
  );

async function openProjects(path = '/projects') {
  const rendered = renderApp(path, auth);
  await screen.findByRole('heading', { level: 1, name: 'Projects' });
  return rendered;
}

const projectList = () => screen.getByRole('region', { name: 'Projects' });
const requestsTo = (method: string, path: string) =>
  server.requests.filter((request) => request.method === method && request.path === path);

function scrollEverythingIntoView() {
  act(() => {
    for (const { callback, elements } of observers) {
      callback(
        elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
    }
  });
}

beforeEach(() => {
  ({ auth, server } = freshFakeApp());
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, elements: [] };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.elements.push(element);
      }
      disconnect() {
        this.entry.elements = [];
      }
    },
  );
});

afterEach(closeFakeApp);

describe('the projects page', () => {
  it('lists projects a page at a time, each with name, description and last change', async () => {
    await signIn();
    server.projects = Array.from({ length: 15 }, (_, index) => fakeProject(index + 1));

    await openProjects();

    const items = () => within(projectList()).getAllByRole('listitem');
    expect(items()).toHaveLength(12);
    const first = within(items()[0] ?? projectList()).getByRole('link');
    expect(first.getAttribute('href')).toBe(`/workspace/${fakeProject(1).id}`);
    expect(first.textContent).toContain('Project 1');
    expect(first.textContent).toContain('The description of project 1');
    expect(first.textContent).toContain('Updated ');
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe(fakeProject(1).updated_at);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(items()).toHaveLength(15));
    expect(
      within(projectList())
        .getAllByText(/^Project \d+$/)
        .map((n) => n.textContent),
    ).toEqual(server.projects.map((project) => project.name));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('searches by name on the server and keeps the search in the URL', async () => {
    await signIn();
    server.projects = [
      fakeProject(1, { name: 'Corner Bakery' }),
      fakeProject(2, { name: 'Yoga Studio' }),
    ];
    const { router } = await openProjects();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search projects' }), {
      target: { value: ' bakery ' },
    });

    await waitFor(() => expect(currentUrl(router)).toBe('/projects?q=bakery'));
    await waitFor(() => expect(screen.queryByText('Yoga Studio')).toBeNull());
    expect(within(projectList()).getByText('Corner Bakery')).toBeTruthy();
    expect(server.requests.some((request) => request.query.includes('q=bakery'))).toBe(true);
  });

  it('says when nothing matches, and clears the search', async () => {
    await signIn();
    server.projects = [fakeProject(1, { name: 'Corner Bakery' })];
    const { router } = await openProjects('/projects?q=garage');

    expect(within(projectList()).getByText('No projects match “garage”')).toBeTruthy();
    fireEvent.click(within(projectList()).getByRole('button', { name: 'Clear search' }));

    expect(await within(projectList()).findByText('Corner Bakery')).toBeTruthy();
    expect(currentUrl(router)).toBe('/projects');
    expect(
      (screen.getByRole('searchbox', { name: 'Search projects' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('says there are no projects yet, with a way to start one', async () => {
    await signIn();

    await openProjects();

    expect(within(projectList()).getByText('No projects yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a project' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('ignores a search the API would refuse', async () => {
    await signIn();
    server.projects = [fakeProject(1)];

    const { router } = await openProjects(`/projects?q=${'a'.repeat(101)}`);

    expect(within(projectList()).getByText('Project 1')).toBeTruthy();
    expect(currentUrl(router)).toBe('/projects');
  });
});

describe("a project's preview", () => {
  it('loads the page only once its card comes into view, in a frame that cannot reach the app', async () => {
    await signIn();
    const html = '<!doctype html><h1>Fresh bread</h1>';
    server.projects = [fakeProject(1, { generated_code: html })];
    await openProjects();
    const detailPath = `/api/projects/${fakeProject(1).id}`;
    expect(requestsTo('GET', detailPath)).toHaveLength(0);
    expect(document.querySelector('iframe')).toBeNull();

    scrollEverythingIntoView();

    const frame = await waitFor(() => {
      const found = document.querySelector('iframe');
      if (!found) throw new Error('no frame yet');
      return found;
    });
    expect(requestsTo('GET', detailPath)).toHaveLength(1);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('tabindex')).toBe('-1');
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.className).toContain('pointer-events-none');
  });

  it('shows a placeholder, and fetches nothing, for a project with no page yet', async () => {
    await signIn();
    server.projects = [fakeProject(1)];
    await openProjects();

    scrollEverythingIntoView();

    expect(within(projectList()).getByText('Not built yet')).toBeTruthy();
    expect(requestsTo('GET', `/api/projects/${fakeProject(1).id}`)).toHaveLength(0);
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('deleting from the projects page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes the project out at once, and Undo brings it back with no delete sent', async () => {
    await signIn();
    server.projects = [fakeProject(1)];
    await openProjects();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Project 1' }));
    expect(await screen.findByText('Project deleted')).toBeTruthy();
    expect(within(projectList()).queryByText('Project 1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await within(projectList()).findByText('Project 1')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS * 2));
    expect(requestsTo('DELETE', `/api/projects/${fakeProject(1).id}`)).toHaveLength(0);
  });

  it('deletes exactly one project however fast the clicks come', async () => {
    await signIn();
    server.projects = [fakeProject(1), fakeProject(2)];
    await openProjects();

    const button = screen.getByRole('button', { name: 'Delete Project 1' });
    fireEvent.click(button);
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS));

    await waitFor(() =>
      expect(requestsTo('DELETE', `/api/projects/${fakeProject(1).id}`)).toHaveLength(1),
    );
    expect(within(projectList()).getByText('Project 2')).toBeTruthy();
    expect(server.projects.map((project) => project.name)).toEqual(['Project 2']);
  });

  it('deletes one project on a double-click whose second click lands on the row that moved up', async () => {
    await signIn();
    server.projects = [fakeProject(1), fakeProject(2)];
    await openProjects();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Project 1' }), { detail: 1 });
    // The first click took its row out: the second of the double-click finds the next one there.
    fireEvent.click(screen.getByRole('button', { name: 'Delete Project 2' }), { detail: 2 });
    await act(() => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS));

    await waitFor(() =>
      expect(requestsTo('DELETE', `/api/projects/${fakeProject(1).id}`)).toHaveLength(1),
    );
    expect(requestsTo('DELETE', `/api/projects/${fakeProject(2).id}`)).toHaveLength(0);
    expect(within(projectList()).getByText('Project 2')).toBeTruthy();
  });

  it('says "Failed to delete project" and shows it again when the server refuses', async () => {
    await signIn();
    server.projects = [fakeProject(1)];
    server.failures.delete = { status: 500, detail: 'Internal error' };
    await openProjects();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Project 1' }));
    await act(() => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS));

    expect(await screen.findByText('Failed to delete project')).toBeTruthy();
    expect(await within(projectList()).findByText('Project 1')).toBeTruthy();
  });
});
