import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProject, type FakeApiServer } from '../../../../testing/web/auth/fake-api-server';
import type { InMemoryAuthService } from '../../../../testing/web/auth/in-memory-auth-service';
import { currentUrl, renderApp } from '../../../../testing/web/auth/render-app';
import { signInAs } from '../../../../testing/web/auth/sign-in-as';
import { FakeWebSocket } from '../../../../testing/web/generation/fake-web-socket';
import { rememberConnectingProject } from '../../lib/github/github-connect-return';
import { closeFakeApp, freshFakeApp } from '../../../../testing/web/auth/fake-app';

let auth: InMemoryAuthService;
let server: FakeApiServer;

const project = fakeProject(1, {
  name: 'Harbour Café!',
  description: 'A cafe',
  generated_code: '<!doctype html><html><body><h1>Cafe</h1></body></html>',
  versions: [
    {
      version: 1,
      prompt: 'A cafe',
      agents: ['Frontend'],
      credits_used: 17,
      created_at: '2025-11-01T10:00:00.000Z',
    },
  ],
});

const repository = {
  full_name: 'rohan/harbour',
  html_url: 'https://github.example/rohan/harbour',
  private: true,
  default_branch: 'main',
};

beforeEach(async () => {
  ({ auth, server } = freshFakeApp());
  sessionStorage.clear();
  server.projects = [project];
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  await signInAs(
    { auth, server },
    { id: 'u1', username: 'asha', email: 'asha@example.com', credits: 42 },
  );
});

afterEach(closeFakeApp);

async function openDialog() {
  renderApp(`/workspace/${project.id}`, auth);
  await screen.findByRole('heading', { level: 1, name: project.name });
  fireEvent.click(screen.getByRole('button', { name: 'GitHub' }));
  return screen.findByRole('dialog', { name: 'Save to GitHub' });
}

describe('save to GitHub in the workspace', () => {
  it('says so where this deployment has no GitHub app', async () => {
    server.github.available = false;

    const dialog = await openDialog();

    await within(dialog).findByText('Save to GitHub is not available on this deployment.');
    expect(within(dialog).queryByRole('button', { name: 'Connect GitHub' })).toBeNull();
  });

  it('offers to connect an account first', async () => {
    const dialog = await openDialog();

    await within(dialog).findByRole('button', { name: 'Connect GitHub' });
    expect(within(dialog).getByText(/asks GitHub for access to your repositories/)).toBeTruthy();
  });

  it("suggests the project's name for a new, private repository, and refuses a name GitHub would", async () => {
    server.github.connection = { login: 'rohan', connected_at: '2025-11-01T10:00:00.000Z' };
    const dialog = await openDialog();

    const name = await within(dialog).findByLabelText<HTMLInputElement>('Repository name');
    expect(name.value).toBe('Harbour-Cafe');
    expect(
      within(dialog)
        .getByRole('switch', { name: 'Private repository' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.change(name, { target: { value: 'my cafe' } });

    expect(within(dialog).getByText(/may only contain letters, digits/)).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('button', { name: 'Create and save version 1' })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('saves to a chosen repository and shows the last saved version with its link', async () => {
    server.github.connection = { login: 'rohan', connected_at: '2025-11-01T10:00:00.000Z' };
    server.github.repositories = [repository];
    const dialog = await openDialog();

    fireEvent.click(await within(dialog).findByRole('tab', { name: 'Existing repository' }));
    const chooser = await within(dialog).findByLabelText<HTMLSelectElement>('Repository');
    fireEvent.change(chooser, { target: { value: repository.full_name } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save version 1' }));

    await within(dialog).findByText(/^Last saved: version 1 ·/);
    expect(
      within(dialog).getByRole('link', { name: repository.full_name }).getAttribute('href'),
    ).toBe(repository.html_url);
    expect(server.requests.find((request) => request.path === '/api/github/save')?.body).toEqual({
      project_id: project.id,
      repository: repository.full_name,
    });
  });

  it('shows an empty list plainly, and a refused save in the words of the server', async () => {
    server.github.connection = { login: 'rohan', connected_at: '2025-11-01T10:00:00.000Z' };
    server.github.saveFailure = { status: 409, detail: 'Connect GitHub again, then save.' };
    const dialog = await openDialog();

    fireEvent.click(await within(dialog).findByRole('tab', { name: 'Existing repository' }));
    await within(dialog).findByText(/no repository you can push to yet/);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'New repository' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create and save version 1' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Connect GitHub again, then save.',
    );
  });
});

describe('/github/callback', () => {
  it('goes back to the project, saying GitHub was not connected, when the person said no', async () => {
    rememberConnectingProject(project.id);

    const { router } = renderApp('/github/callback?error=access_denied&state=x', auth);

    await screen.findByText('GitHub was not connected.');
    await waitFor(() => expect(currentUrl(router)).toBe(`/workspace/${project.id}`));
  });
});
