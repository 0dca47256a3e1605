import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProject, type FakeApiServer } from '../../../../testing/web/auth/fake-api-server';
import type { InMemoryAuthService } from '../../../../testing/web/auth/in-memory-auth-service';
import { currentUrl, renderApp } from '../../../../testing/web/auth/render-app';
import { signInAs } from '../../../../testing/web/auth/sign-in-as';
import { projectNameFrom, QUICK_ACTIONS, SURPRISE_IDEAS } from '../../../../shared/project-ideas';
import { closeFakeApp, freshFakeApp } from '../../../../testing/web/auth/fake-app';
import { UNDO_DELETE_MS } from '../../../../shared/constants';

let auth: InMemoryAuthService;
let server: FakeApiServer;

const signIn = (credits = 20) =>
  signInAs({ auth, server }, { id: 'u1', username: 'asha', email: 'asha@example.com', credits });

async function openDashboard() {
  const rendered = renderApp('/dashboard', auth);
  await screen.findByRole('heading', { level: 1, name: 'Welcome, asha!' });
  return rendered;
}

const buildBox = () => screen.getByRole('textbox', { name: 'What will you build today?' });
const recentProjects = () => screen.getByRole('region', { name: 'Recent Projects' });
const requestsTo = (method: string, path: string) =>
  server.requests.filter((request) => request.method === method && request.path === path);

beforeEach(() => {
  ({ auth, server } = freshFakeApp());
});

afterEach(async () => {
  vi.useRealTimers();
  await closeFakeApp();
});

describe('Recent Projects', () => {
  it('lists the newest six with name and prompt, each opening its workspace', async () => {
    await signIn();
    server.projects = Array.from({ length: 8 }, (_, index) => fakeProject(index + 1));

    await openDashboard();

    const items = within(recentProjects()).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    const first = within(items[0] ?? recentProjects()).getByRole('link');
    expect(first.textContent).toContain('Project 1');
    expect(first.textContent).toContain('The description of project 1');
    expect(first.getAttribute('href')).toBe(`/workspace/${fakeProject(1).id}`);
    expect(server.requests.some((request) => request.path === '/api/projects')).toBe(true);
  });

  it('says there are no projects yet', async () => {
    await signIn();

    await openDashboard();

    expect(within(recentProjects()).getByText('No projects yet')).toBeTruthy();
  });

  it('links to every project once there are some', async () => {
    await signIn();
    server.projects = Array.from({ length: 8 }, (_, index) => fakeProject(index + 1));

    await openDashboard();

    const link = within(recentProjects()).getByRole('link', { name: 'View all projects' });
    expect(link.getAttribute('href')).toBe('/projects');
  });

  it('deletes a project at once with "Project deleted" and an Undo, sent when the Undo runs out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await signIn();
    server.projects = [fakeProject(1), fakeProject(2)];
    await openDashboard();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Project 1' }));
    expect(await screen.findByText('Project deleted')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(screen.queryByText('Project 1')).toBeNull();
    expect(screen.getByText('Project 2')).toBeTruthy();
    expect(requestsTo('DELETE', `/api/projects/${fakeProject(1).id}`)).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS));
    await waitFor(() =>
      expect(requestsTo('DELETE', `/api/projects/${fakeProject(1).id}`)).toHaveLength(1),
    );
    expect(screen.queryByText('Project 1')).toBeNull();
    vi.useRealTimers();
  });

  it('brings a deleted project back with Undo, and sends no delete', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await signIn();
    server.projects = [fakeProject(1)];
    await openDashboard();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Project 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Project 1')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS * 2));
    expect(requestsTo('DELETE', `/api/projects/${fakeProject(1).id}`)).toHaveLength(0);
    vi.useRealTimers();
  });

  it('keeps the project and says "Failed to delete project" when the server refuses', async () => {
    await signIn();
    server.projects = [fakeProject(1)];
    server.failures.delete = { status: 500, detail: 'Internal error' };
    await openDashboard();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Project 1' }));
    await act(() => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS));

    expect(await screen.findByText('Failed to delete project')).toBeTruthy();
    expect(await screen.findByText('Project 1')).toBeTruthy();
    vi.useRealTimers();
  });

  it('says "Failed to load data" when the projects cannot be loaded', async () => {
    await signIn();
    server.failures.list = { status: 500, detail: 'Server busy' };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    renderApp('/dashboard', auth);

    expect(await screen.findByRole('heading', { name: 'Failed to load data' })).toBeTruthy();
  });
});

describe('"What will you build today?"', () => {
  it('asks for a description when the box is empty after trimming', async () => {
    await signIn();
    await openDashboard();

    fireEvent.change(buildBox(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('Please describe what you want to build')).toBeTruthy();
    expect(requestsTo('POST', '/api/projects/create')).toEqual([]);
  });

  it('creates a project named after what the description is for, and opens it with the description quoted', async () => {
    await signIn();
    const { router } = await openDashboard();
    const description =
      '  A bakery website with a seasonal menu, online orders and a map to the shop  ';

    fireEvent.change(buildBox(), { target: { value: description } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('Project created! Opening workspace...')).toBeTruthy();
    const [create] = requestsTo('POST', '/api/projects/create');
    expect(create?.body).toEqual({
      name: 'Bakery',
      description: description.trim(),
      model: 'gpt-5',
    });
    // Behind the quote, which is modal (hidden from assistive technology meanwhile).
    const chat = await screen.findByRole('textbox', { name: 'AI Workspace', hidden: true });
    expect((chat as HTMLTextAreaElement).value).toBe(description.trim());
    const quote = await screen.findByRole('dialog', { name: 'Review your build' });
    expect(quote.textContent).toContain(description.trim());
    // The description leaves the URL, so a reload does not quote it again.
    const projectId = server.projects[0]?.id ?? '';
    await waitFor(() => expect(currentUrl(router)).toBe(`/workspace/${projectId}`));
  });

  it('fills the box with one of four ideas from Surprise Me, and creates nothing', async () => {
    await signIn();
    await openDashboard();

    fireEvent.click(screen.getByRole('button', { name: 'Surprise Me' }));
    expect(SURPRISE_IDEAS).toHaveLength(4);
    expect(SURPRISE_IDEAS).toContain((buildBox() as HTMLTextAreaElement).value);
    expect(requestsTo('POST', '/api/projects/create')).toEqual([]);
  });

  it.each(QUICK_ACTIONS.map((action) => [action.label, action] as const))(
    'starts "%s" at once: the project, then its quote, with no Generate click',
    async (_label, action) => {
      await signIn();
      await openDashboard();

      fireEvent.click(screen.getByRole('button', { name: action.label }));

      const quote = await screen.findByRole('dialog', { name: 'Review your build' });
      expect(quote.textContent).toContain(action.prompt);
      expect(requestsTo('POST', '/api/projects/create')[0]?.body).toMatchObject({
        name: projectNameFrom(action.prompt),
        description: action.prompt,
      });
    },
  );

  it('sends a user without credits to /credits without creating anything', async () => {
    await signIn(0);
    const { router } = await openDashboard();

    fireEvent.change(buildBox(), { target: { value: 'A portfolio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('Insufficient credits. Please buy more credits.')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/credits'));
    expect(requestsTo('POST', '/api/projects/create')).toEqual([]);
  });

  it('creates the project of a user whose welcome credits wait for their email to be verified', async () => {
    await signInAs(
      { auth, server },
      { id: 'u1', username: 'asha', email: 'asha@example.com', credits: 0, email_verified: false },
    );
    const { router } = await openDashboard();

    fireEvent.change(buildBox(), { target: { value: 'A portfolio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/workspace\//));
    expect(requestsTo('POST', '/api/projects/create')).toHaveLength(1);
  });

  it('sends the user to /credits when the server says the credits ran out', async () => {
    await signIn(5);
    server.failures.create = {
      status: 402,
      detail: 'Insufficient credits. Please buy more credits.',
    };
    const { router } = await openDashboard();

    fireEvent.change(buildBox(), { target: { value: 'A portfolio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('Insufficient credits. Please buy more credits.')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/credits'));
  });

  it("shows the server's reason when creating fails, and stays", async () => {
    await signIn();
    server.failures.create = { status: 400, detail: 'Description must be at most 5000 characters' };
    const { router } = await openDashboard();

    fireEvent.change(buildBox(), { target: { value: 'A portfolio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('Description must be at most 5000 characters')).toBeTruthy();
    expect(currentUrl(router)).toBe('/dashboard');
  });

  it('says "Failed to create project" when the server cannot be reached', async () => {
    await signIn();
    await openDashboard();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });

    fireEvent.change(buildBox(), { target: { value: 'A portfolio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('Failed to create project')).toBeTruthy();
  });
});

describe('the "Create New Project" dialog', () => {
  it('requires a name and a description, then creates the project and opens it with the description quoted', async () => {
    await signIn();
    const { router } = await openDashboard();

    fireEvent.click(screen.getByRole('button', { name: 'New Project' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Project' });
    const create = within(dialog).getByRole('button', { name: 'Create Project' });
    const description = within(dialog).getByLabelText('Description');
    expect(description.getAttribute('rows')).toBe('4');

    fireEvent.click(create);
    expect(await screen.findByText('Project name is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Project name'), {
      target: { value: 'Bakery' },
    });
    fireEvent.click(create);
    expect(await screen.findByText('Description is required')).toBeTruthy();
    expect(requestsTo('POST', '/api/projects/create')).toEqual([]);

    fireEvent.change(description, { target: { value: 'A bakery with online orders' } });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).endsWith('/api/projects/create')) await answered;
      return server.fetch(...args);
    });
    fireEvent.click(create);

    expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeTruthy();
    answer();
    expect(await screen.findByText('Project created! Opening workspace...')).toBeTruthy();
    expect(requestsTo('POST', '/api/projects/create')[0]?.body).toEqual({
      name: 'Bakery',
      description: 'A bakery with online orders',
      model: 'gpt-5',
    });
    // Behind the quote, which is modal (hidden from assistive technology meanwhile).
    await screen.findByRole('heading', { level: 1, name: 'Bakery', hidden: true });
    const chat = await screen.findByRole('textbox', { name: 'AI Workspace', hidden: true });
    expect((chat as HTMLTextAreaElement).value).toBe('A bakery with online orders');
    const quote = await screen.findByRole('dialog', { name: 'Review your build' });
    expect(quote.textContent).toContain('A bakery with online orders');
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/workspace/${server.projects[0]?.id ?? ''}`),
    );
  });
});
