import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_COLORS, AGENT_COSTS, AGENT_NAMES, STORAGE_KEYS } from '../../../../shared/constants';
import {
  createFakeApiServer,
  fakeProject,
  type FakeApiServer,
} from '../../lib/auth/testing/fake-api-server';
import {
  createInMemoryAuthService,
  type InMemoryAuthService,
} from '../../lib/auth/testing/in-memory-auth-service';
import { currentUrl, renderApp } from '../../lib/auth/testing/render-app';
import { CHAT_PLACEHOLDER } from './workspace-chat';

let auth: InMemoryAuthService;
let server: FakeApiServer;

const HTML = '<!doctype html><html><body><h1>Bakery</h1></body></html>';
const built = fakeProject(1, {
  name: 'Bakery',
  description: 'A bakery site',
  generated_code: HTML,
});
const empty = fakeProject(2, { name: 'Blog', description: 'A travel blog' });

async function signIn(credits = 42) {
  const profile = { id: 'u1', username: 'asha', email: 'asha@example.com', credits };
  server.profiles.set(profile.email, profile);
  auth.users.set(profile.email, 'secret1');
  await auth.signIn({ email: profile.email, password: 'secret1' });
  localStorage.setItem(STORAGE_KEYS.token, `api-token:${profile.email}`);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(profile));
}

async function openWorkspace(path: string, name: string) {
  const rendered = renderApp(path, auth);
  await screen.findByRole('heading', { level: 1, name });
  return rendered;
}

beforeEach(async () => {
  localStorage.clear();
  auth = createInMemoryAuthService();
  server = createFakeApiServer();
  server.projects = [built, empty];
  vi.stubGlobal('fetch', server.fetch);
  await signIn();
});

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the workspace', () => {
  it('shows the project, the balance, a way back, the agents and the chat', async () => {
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');

    expect(screen.getByText('A travel blog')).toBeTruthy();
    expect(screen.getByLabelText('Credit balance: 42')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    const agents = within(screen.getByRole('region', { name: 'AI Agents' })).getAllByRole(
      'listitem',
    );
    expect(agents.map((agent) => agent.getAttribute('aria-label'))).toEqual(
      AGENT_NAMES.map((name) => `${name}: Idle, ${AGENT_COSTS[name]} credits`),
    );
    const colours = agents.map((agent) =>
      agent.querySelector('[data-agent-color]')?.getAttribute('data-agent-color'),
    );
    expect(colours).toEqual(AGENT_NAMES.map((name) => AGENT_COLORS[name]));
    expect(screen.queryByText(/Estimated Cost/)).toBeNull();

    const chat = screen.getByRole('textbox', { name: 'AI Workspace' });
    expect(chat.getAttribute('rows')).toBe('4');
    expect(chat.getAttribute('placeholder')).toBe(CHAT_PLACEHOLDER);
    const generate = screen.getByRole('button', { name: 'Generate Website' });
    expect(generate.hasAttribute('disabled')).toBe(true);
    expect(generate.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Website generation is coming soon.')).toBeTruthy();
  });

  it('offers no download, deploy or preview before code exists', async () => {
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');

    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Deploy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide preview' })).toBeNull();
    expect(screen.queryByText('Live Preview')).toBeNull();
  });

  it('fills the chat with the description queued from the dashboard', async () => {
    await openWorkspace(`/workspace/${empty.id}?prompt=A%20travel%20blog%20about%20Goa`, 'Blog');

    const chat = screen.getByRole('textbox', { name: 'AI Workspace' });
    expect((chat as HTMLTextAreaElement).value).toBe('A travel blog about Goa');
  });

  it('shows the code in a sandboxed Live Preview that the toggle hides and shows', async () => {
    await openWorkspace(`/workspace/${built.id}`, 'Bakery');

    const preview = screen.getByRole('region', { name: 'Live Preview' });
    const frame = within(preview).getByTitle('Preview of Bakery');
    expect(frame.getAttribute('src')).toBe('/_preview/frame.html');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-forms allow-popups allow-modals',
    );
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');

    fireEvent.click(screen.getByRole('button', { name: 'Hide preview' }));
    expect(screen.queryByRole('region', { name: 'Live Preview' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show preview' }));
    expect(screen.getByRole('region', { name: 'Live Preview' })).toBeTruthy();
  });

  it('downloads the HTML as {project name}.html', async () => {
    await openWorkspace(`/workspace/${built.id}`, 'Bakery');
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return 'blob:preview';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    fireEvent.click(screen.getByRole('button', { name: 'Download' }));

    expect(clicked.map((link) => [link.download, link.href])).toEqual([
      ['Bakery.html', 'blob:preview'],
    ]);
    await expect(blobs[0]?.text()).resolves.toBe(HTML);
  });

  it('links the deploy button to the deployment screen', async () => {
    await openWorkspace(`/workspace/${built.id}`, 'Bakery');

    expect(screen.getByRole('link', { name: 'Deploy' }).getAttribute('href')).toBe(
      `/deployment/${built.id}`,
    );
  });

  it('says "Failed to load data" for a project that cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    renderApp(`/workspace/${fakeProject(9).id}`, auth);

    expect(await screen.findByRole('heading', { name: 'Failed to load data' })).toBeTruthy();
    expect(screen.getByText('Not found')).toBeTruthy();
  });

  it('ends an expired session on load', async () => {
    server.rejectSession = true;

    const { router } = renderApp(`/workspace/${empty.id}`, auth);

    expect(await screen.findByText('Session expired. Please login again.')).toBeTruthy();
    await vi.waitFor(() => expect(currentUrl(router)).toBe('/auth?mode=login'));
  });
});
