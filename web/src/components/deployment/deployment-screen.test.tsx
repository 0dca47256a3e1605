import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectDetail, Submission } from '../../../../shared/api';
import { DEPLOY_PREVIEW_OPEN_DELAY_MS, STORAGE_KEYS } from '../../../../shared/constants';
import {
  FAKE_ROUTING_ENDPOINT,
  fakePreviewUrl,
  fakeProject,
  fakeSubmission,
  type FakeApiServer,
} from '../../../../testing/web/auth/fake-api-server';
import type { InMemoryAuthService } from '../../../../testing/web/auth/in-memory-auth-service';
import { currentUrl, renderApp } from '../../../../testing/web/auth/render-app';
import { deploymentKeys } from '../../lib/deployments/deployment-queries';
import { signInAs } from '../../../../testing/web/auth/sign-in-as';
import { closeFakeApp, freshFakeApp } from '../../../../testing/web/auth/fake-app';

let auth: InMemoryAuthService;
let server: FakeApiServer;
let openTab: ReturnType<typeof vi.fn<(url?: string | URL, target?: string) => Window | null>>;

const ASHA = { id: 'u1', username: 'asha', email: 'asha@example.com', credits: 20 };
const BAKERY_HTML = '<!doctype html><html><body><h1>Bakery</h1></body></html>';

const signIn = () => signInAs({ auth, server }, ASHA);

function givenProject(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  const project = fakeProject(1, {
    name: 'Sunrise Bakery',
    description: 'A bakery with a seasonal menu',
    generated_code: BAKERY_HTML,
    ...overrides,
  });
  server.projects = [project];
  return project;
}

function givenLive(
  project: ProjectDetail,
  deployedAt = new Date(Date.now() - 5 * 60_000),
  notifications = { submissions: false },
) {
  server.deployments.set(project.id, {
    preview_url: fakePreviewUrl('sunrise-bakery'),
    subdomain: 'sunrise-bakery',
    deployed_at: deployedAt.toISOString(),
    notifications,
  });
}

async function openDeployment(project: ProjectDetail) {
  const app = renderApp(`/deployment/${project.id}`, auth);
  await screen.findByRole('heading', { level: 1, name: project.name });
  return app;
}

function button(name: string): HTMLButtonElement {
  const found = screen.getByRole('button', { name });
  if (!(found instanceof HTMLButtonElement)) throw new Error(`${name} is not a button`);
  return found;
}

/** A signed-in owner's project deployed, then updated, through the page: two deploys. */
async function deployedTwice() {
  await signIn();
  const project = givenProject();
  await openDeployment(project);
  fireEvent.click(button('Deploy Now'));
  await screen.findByText('Website deployed successfully!');
  fireEvent.click(button('Update Deployment'));
  await screen.findByText('Deployment updated successfully!');
  return { project, history: screen.getByRole('region', { name: 'Deploy history' }) };
}

function requestsTo(method: string, path: string) {
  return server.requests.filter((request) => request.method === method && request.path === path);
}

/** Holds the server's answers to `method path` until the returned function is called. */
function holdRequests(method: string, path: string): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if ((init?.method ?? 'GET') === method && url.pathname === path) await held;
    return server.fetch(input, init);
  });
  return release;
}

/** Runs the fake clock's due work and the promises it frees, until `done` holds. */
async function flushUntil(done: () => boolean) {
  for (let round = 0; round < 50 && !done(); round += 1) {
    await vi.advanceTimersByTimeAsync(0);
  }
  expect(done()).toBe(true);
}

beforeEach(() => {
  ({ auth, server } = freshFakeApp());
  // The tab window.open hands back: only its opener matters here.
  openTab = vi.fn<(url?: string | URL, target?: string) => Window | null>(
    () => ({ opener: window }) as unknown as Window,
  );
  vi.spyOn(window, 'open').mockImplementation(openTab);
});

afterEach(() => {
  vi.useRealTimers();
  closeFakeApp();
});

describe('the deployment page', () => {
  it('sends a visitor without a token to /auth?mode=login', async () => {
    const project = givenProject();

    const { router } = renderApp(`/deployment/${project.id}`, auth);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome Back!');
    expect(currentUrl(router)).toBe(`/auth?mode=login&redirect=%2Fdeployment%2F${project.id}`);
    expect(server.requests).toEqual([]);
  });

  it("says 'Failed to load data' when the deployment does not load", async () => {
    await signIn();
    const project = givenProject();
    server.failures.getDeployment = { status: 500, detail: 'Something went wrong.' };

    renderApp(`/deployment/${project.id}`, auth);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load data' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("says 'Failed to load data' for a project that is not the user's", async () => {
    await signIn();

    renderApp('/deployment/01J00000000000000000000ZZZ', auth);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load data' }),
    ).toBeTruthy();
    expect(screen.getByText('Not found')).toBeTruthy();
  });

  it('shows a live deployment: status, URL, subdomain, time, actions and the site in a frame', async () => {
    await signIn();
    const project = givenProject();
    givenLive(project);

    await openDeployment(project);

    const nav = screen.getByRole('navigation', { name: 'Deployment' });
    expect(within(nav).getByRole('link', { name: 'Back to Workspace' }).getAttribute('href')).toBe(
      `/workspace/${project.id}`,
    );
    const card = screen.getByRole('region', { name: 'Your site is live' });
    expect(within(card).getByText('Live')).toBeTruthy();
    const url = within(card).getByRole('link', {
      name: 'https://sunrise-bakery.sites.example.com/',
    });
    expect(url.getAttribute('href')).toBe('https://sunrise-bakery.sites.example.com/');
    expect(url.getAttribute('target')).toBe('_blank');
    expect(url.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(card).getByText('sunrise-bakery')).toBeTruthy();
    const time = card.querySelector('time');
    expect(time?.textContent).toMatch(/^5 minutes ago · \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}/);
    expect(button('Update Deployment').disabled).toBe(false);
    expect(within(card).getByRole('link', { name: 'Open Preview' }).getAttribute('href')).toBe(
      'https://sunrise-bakery.sites.example.com/',
    );
    expect(button('Delete').disabled).toBe(false);
    const frame = screen.getByTitle('Live site of Sunrise Bakery');
    expect(frame.getAttribute('src')).toBe('https://sunrise-bakery.sites.example.com/');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
    expect(screen.queryByRole('button', { name: 'Deploy Now' })).toBeNull();
  });

  it('offers Deploy Now and lists what a deployment gives while there is none', async () => {
    await signIn();
    const project = givenProject();

    await openDeployment(project);

    expect(button('Deploy Now').disabled).toBe(false);
    expect(screen.queryByText('Generate a website first before deploying')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your site is live' })).toBeNull();
    const info = screen.getByRole('region', { name: 'What you get' });
    const items = within(info)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild?.nextElementSibling?.firstElementChild?.textContent);
    expect(items).toEqual([
      'Instant preview on a custom subdomain',
      'Free SSL',
      'CDN',
      'One-click update',
      'Instant rollback',
      'No configuration',
    ]);
  });

  it('disables Deploy Now with a hint while the project has no code', async () => {
    await signIn();
    const project = givenProject({ generated_code: null });

    await openDeployment(project);

    const deployNow = button('Deploy Now');
    expect(deployNow.disabled).toBe(true);
    const hint = screen.getByText('Generate a website first before deploying');
    expect(deployNow.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('deploys: busy, then the toast and the live state, and the preview opens a second later', async () => {
    await signIn();
    const project = givenProject();
    await openDeployment(project);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

    fireEvent.click(button('Deploy Now'));

    await flushUntil(() => screen.queryByText('Website deployed successfully!') !== null);
    expect(requestsTo('POST', '/api/deployments/deploy')[0]?.body).toEqual({
      project_id: project.id,
    });
    expect(screen.getByRole('region', { name: 'Your site is live' })).toBeTruthy();
    expect(screen.getByText('just now', { exact: false })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(DEPLOY_PREVIEW_OPEN_DELAY_MS - 1);
    expect(openTab).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(openTab).toHaveBeenCalledTimes(1);
    expect(openTab).toHaveBeenCalledWith('https://sunrise-bakery.sites.example.com/', '_blank');
    expect(openTab.mock.results[0]?.value).toMatchObject({ opener: null });
  });

  it('reads "Deploying..." and is disabled while the deploy is under way', async () => {
    await signIn();
    const project = givenProject();
    const release = holdRequests('POST', '/api/deployments/deploy');
    await openDeployment(project);

    fireEvent.click(button('Deploy Now'));

    await waitFor(() => expect(button('Deploying...').disabled).toBe(true));
    release();
    expect(await screen.findByText('Website deployed successfully!')).toBeTruthy();
  });

  it('reads "Updating..." and "Deleting..." while those are under way, and locks the other', async () => {
    await signIn();
    const project = givenProject();
    givenLive(project);
    const releaseUpdate = holdRequests('POST', '/api/deployments/deploy');
    await openDeployment(project);

    fireEvent.click(button('Update Deployment'));

    await waitFor(() => expect(button('Updating...').disabled).toBe(true));
    expect(button('Delete').disabled).toBe(true);
    releaseUpdate();
    expect(await screen.findByText('Deployment updated successfully!')).toBeTruthy();

    const releaseDelete = holdRequests('DELETE', `/api/deployments/${project.id}`);
    fireEvent.click(button('Delete'));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    await waitFor(() => expect(button('Deleting...').disabled).toBe(true));
    expect(button('Update Deployment').disabled).toBe(true);
    releaseDelete();
    expect(await screen.findByText('Deployment deleted')).toBeTruthy();
  });

  it('offers the preview in the toast when the browser blocks the new tab', async () => {
    await signIn();
    const project = givenProject();
    openTab.mockReturnValueOnce(null);
    await openDeployment(project);

    fireEvent.click(button('Deploy Now'));

    const warning = await screen.findByText(
      'Your browser blocked the new tab. Open the preview from here.',
      {},
      { timeout: DEPLOY_PREVIEW_OPEN_DELAY_MS + 1000 },
    );
    const toastElement = warning.closest('li');
    if (!toastElement) throw new Error('No toast around the warning');
    fireEvent.click(within(toastElement).getByRole('button', { name: 'Open Preview' }));
    expect(openTab).toHaveBeenCalledTimes(2);
    expect(openTab).toHaveBeenLastCalledWith('https://sunrise-bakery.sites.example.com/', '_blank');
  });

  it("shows the server's message when a deploy is refused, and opens nothing", async () => {
    await signIn();
    const project = givenProject();
    server.failures.deploy = {
      status: 400,
      detail: 'No code to deploy. Generate a website first.',
    };
    await openDeployment(project);

    fireEvent.click(button('Deploy Now'));

    expect(await screen.findByText('No code to deploy. Generate a website first.')).toBeTruthy();
    expect(button('Deploy Now').disabled).toBe(false);
    expect(openTab).not.toHaveBeenCalled();
  });

  it("says 'Deployment failed' when the server fails without a message of its own", async () => {
    await signIn();
    const project = givenProject();
    server.failures.deploy = { status: 500, detail: 'Something went wrong. Please try again.' };
    await openDeployment(project);

    fireEvent.click(button('Deploy Now'));

    expect(await screen.findByText('Deployment failed')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your site is live' })).toBeNull();
  });

  it('ends the session when a deploy meets a 401', async () => {
    await signIn();
    const project = givenProject();
    const { router } = await openDeployment(project);
    server.profiles.clear();

    fireEvent.click(button('Deploy Now'));

    expect(await screen.findByText('Session expired. Please login again.')).toBeTruthy();
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        `/auth?mode=login&redirect=${encodeURIComponent(`/deployment/${project.id}`)}`,
      ),
    );
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.queryByText('Deployment failed')).toBeNull();
  });

  it('updates a live deployment at the same address', async () => {
    await signIn();
    const project = givenProject();
    givenLive(project, new Date(Date.now() - 3 * 3600_000));
    await openDeployment(project);
    expect(screen.getByText('3 hours ago', { exact: false })).toBeTruthy();

    fireEvent.click(button('Update Deployment'));

    expect(await screen.findByText('Deployment updated successfully!')).toBeTruthy();
    const liveCard = screen.getByRole('region', { name: 'Your site is live' });
    expect(within(liveCard).getByText('just now', { exact: false })).toBeTruthy();
    expect(screen.getByTitle('Live site of Sunrise Bakery').getAttribute('src')).toBe(
      'https://sunrise-bakery.sites.example.com/',
    );
    await waitFor(() => expect(openTab).toHaveBeenCalledTimes(1), {
      timeout: DEPLOY_PREVIEW_OPEN_DELAY_MS + 1000,
    });
  });

  it('lists each deploy and makes an earlier one live again, then a later one', async () => {
    const { project, history } = await deployedTwice();
    await within(history).findByText('Deploy #2');
    expect(within(history).getByRole('link', { name: 'Open Deploy #1' }).getAttribute('href')).toBe(
      fakePreviewUrl('sunrise-bakery--1'),
    );
    expect(within(history).queryByRole('button', { name: 'Roll back to Deploy #2' })).toBeNull();

    fireEvent.click(within(history).getByRole('button', { name: 'Roll back to Deploy #1' }));

    expect(await screen.findByText('Deploy #1 is live again')).toBeTruthy();
    expect(requestsTo('POST', `/api/deployments/${project.id}/rollback`)).toHaveLength(1);
    await within(history).findByRole('button', { name: 'Make live Deploy #2' });
    expect(within(history).queryByRole('button', { name: 'Roll back to Deploy #1' })).toBeNull();

    fireEvent.click(within(history).getByRole('button', { name: 'Make live Deploy #2' }));

    expect(await screen.findByText('Deploy #2 is live again')).toBeTruthy();
  });

  it('says so when a rollback is refused, in the server’s words', async () => {
    const { project, history } = await deployedTwice();
    const rollBack = await within(history).findByRole('button', { name: 'Roll back to Deploy #1' });
    server.deploys.set(project.id, server.deploys.get(project.id)?.slice(0, 1) ?? []);

    fireEvent.click(rollBack);

    expect(
      await screen.findByText('That deploy is no longer kept. Choose one from the deploy history.'),
    ).toBeTruthy();
  });

  it('deletes only after confirmation, then returns to the empty state', async () => {
    await signIn();
    const project = givenProject();
    givenLive(project);
    await openDeployment(project);

    fireEvent.click(button('Delete'));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete deployment?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requestsTo('DELETE', `/api/deployments/${project.id}`)).toHaveLength(0);

    fireEvent.click(button('Delete'));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Deployment deleted')).toBeTruthy();
    expect(requestsTo('DELETE', `/api/deployments/${project.id}`)).toHaveLength(1);
    expect(button('Deploy Now').disabled).toBe(false);
    expect(screen.queryByTitle('Live site of Sunrise Bakery')).toBeNull();
  });

  it("says 'Failed to delete deployment' and stays live when the delete fails", async () => {
    await signIn();
    const project = givenProject();
    givenLive(project);
    server.failures.deleteDeployment = { status: 500, detail: 'Something went wrong.' };
    await openDeployment(project);

    fireEvent.click(button('Delete'));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Failed to delete deployment')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your site is live' })).toBeTruthy();
  });
});

describe('changing the site address', () => {
  async function openAddressForm() {
    await signIn();
    const project = givenProject();
    givenLive(project);
    await openDeployment(project);
    const liveCard = screen.getByRole('region', { name: 'Your site is live' });
    fireEvent.click(within(liveCard).getByRole('button', { name: 'Change address' }));
    const field = within(liveCard).getByRole('textbox', { name: 'New address' });
    return { project, liveCard, field };
  }

  it('moves the site: the new address everywhere, and the old one said to redirect for 30 days', async () => {
    const { project, liveCard, field } = await openAddressForm();

    fireEvent.change(field, { target: { value: 'Sunrise-Cakes ' } });
    fireEvent.click(within(liveCard).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Address changed')).toBeTruthy();
    expect(requestsTo('PUT', `/api/deployments/${project.id}/address`)[0]?.body).toEqual({
      subdomain: 'sunrise-cakes',
    });
    expect(within(liveCard).getByText('sunrise-cakes')).toBeTruthy();
    expect(
      within(liveCard).getAllByRole('link', { name: fakePreviewUrl('sunrise-cakes') }),
    ).toHaveLength(1);
    const old = within(liveCard).getByText('sunrise-bakery');
    expect(old.parentElement?.textContent).toMatch(/^sunrise-bakery redirects here until \d/);
    expect(screen.getByTitle('Live site of Sunrise Bakery').getAttribute('src')).toBe(
      fakePreviewUrl('sunrise-cakes'),
    );
  });

  it('says what is wrong with a typed address before asking the server, and what the server refused', async () => {
    const { project, liveCard, field } = await openAddressForm();
    server.deployments.set('01OTHERPROJECT0000000000AB', {
      preview_url: fakePreviewUrl('taken-name'),
      subdomain: 'taken-name',
      deployed_at: new Date().toISOString(),
      notifications: { submissions: false },
    });

    fireEvent.change(field, { target: { value: 'my site!' } });
    fireEvent.click(within(liveCard).getByRole('button', { name: 'Save address' }));

    expect((await within(liveCard).findByRole('alert')).textContent).toBe(
      'Use lowercase letters, digits and single hyphens, starting and ending with a letter or digit',
    );
    expect(requestsTo('PUT', `/api/deployments/${project.id}/address`)).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'taken-name' } });
    fireEvent.click(within(liveCard).getByRole('button', { name: 'Save address' }));

    await waitFor(() =>
      expect(within(liveCard).getByRole('alert').textContent).toBe(
        'That address is taken. Try another.',
      ),
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(within(liveCard).getByText('sunrise-bakery')).toBeTruthy();
    expect(within(liveCard).queryByRole('alert')).toBeNull();
  });
});

describe('the form submissions card', () => {
  async function openWithSubmissions(submissions: Submission[]) {
    await signIn();
    const project = givenProject();
    givenLive(project);
    server.submissions.set(project.id, submissions);
    await openDeployment(project);
    return { project, card: screen.getByRole('region', { name: 'Form submissions' }) };
  }

  /** The submissions the card lists, each as its form and its fields' `name: value`s. */
  function listed(card: HTMLElement) {
    return within(card)
      .queryAllByRole('listitem')
      .map((item) => [
        within(item).getByRole('heading', { level: 3 }).textContent,
        ...[...item.querySelectorAll('dt')].map(
          (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
        ),
      ]);
  }

  function deleteButtons(card: HTMLElement) {
    return within(card).getAllByRole('button', { name: /^Delete the \w+ submission of / });
  }

  function confirmDelete() {
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
  }

  /** Captures what the page downloads: each file's name and blob. */
  function captureDownloads() {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return `blob:download-${blobs.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    return { blobs, names };
  }

  /** The lines of a downloaded CSV, without its byte order mark. */
  async function csvLines(blob: Blob | undefined): Promise<string[]> {
    if (!blob) throw new Error('Nothing was downloaded');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return new TextDecoder().decode(bytes.slice(3)).split('\r\n');
  }

  it('lists what visitors sent, newest first, with each form, time and fields', async () => {
    const { card } = await openWithSubmissions([
      fakeSubmission(1, {
        fields: [
          { name: 'name', value: 'Asha' },
          { name: 'message', value: 'Do you bake\nwithout eggs?' },
          { name: 'phone', value: '' },
        ],
        submitted_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
      }),
      fakeSubmission(2, { form: 'newsletter', fields: [{ name: 'email', value: 'r@x.in' }] }),
    ]);

    await within(card).findByText('Asha');
    expect(listed(card)).toEqual([
      ['contact', 'name: Asha', 'message: Do you bake\nwithout eggs?', 'phone: —No answer'],
      ['newsletter', 'email: r@x.in'],
    ]);
    const time = within(card).getAllByRole('listitem')[0]?.querySelector('time');
    expect(time?.textContent).toBe('2 hours ago');
    expect(time?.getAttribute('title')).toMatch(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}/);
    expect(within(card).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Export CSV' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('loads 20 at a time, and the next ones on Load more', async () => {
    const { project, card } = await openWithSubmissions(
      Array.from({ length: 25 }, (_, index) => fakeSubmission(index + 1)),
    );
    await within(card).findByText('Visitor 1');
    expect(within(card).getAllByRole('listitem')).toHaveLength(20);

    fireEvent.click(within(card).getByRole('button', { name: 'Load more' }));

    await within(card).findByText('Visitor 25');
    expect(within(card).getAllByRole('listitem')).toHaveLength(25);
    expect(within(card).queryByRole('button', { name: 'Load more' })).toBeNull();
    const pages = requestsTo('GET', `/api/deployments/${project.id}/submissions`).map(
      (request) => new URLSearchParams(request.query),
    );
    expect(pages.map((query) => query.get('limit'))).toEqual(['20', '20']);
    expect(pages[1]?.get('cursor')).toBeTruthy();
  });

  it('explains what shows up here while there is nothing, and offers no export', async () => {
    const { card } = await openWithSubmissions([]);

    expect(await within(card).findByText('No submissions yet')).toBeTruthy();
    expect(
      within(card).getByText(
        'When a visitor sends one of your site’s forms, what they wrote shows up here.',
      ),
    ).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Export CSV' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says so when the submissions do not load, and Try again loads them', async () => {
    await signIn();
    const project = givenProject();
    givenLive(project);
    server.submissions.set(project.id, [fakeSubmission(1)]);
    server.failures.listSubmissions = { status: 500, detail: 'Something went wrong.' };
    await openDeployment(project);
    const card = screen.getByRole('region', { name: 'Form submissions' });

    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Could not load the form submissions',
    );
    expect(within(card).getByRole('button', { name: 'Export CSV' })).toHaveProperty(
      'disabled',
      true,
    );
    delete server.failures.listSubmissions;
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));

    expect(await within(card).findByText('Visitor 1')).toBeTruthy();
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('deletes a submission only after confirmation', async () => {
    const { project, card } = await openWithSubmissions([fakeSubmission(1), fakeSubmission(2)]);
    await within(card).findByText('Visitor 1');
    const [deleteFirst] = deleteButtons(card);
    if (!deleteFirst) throw new Error('No submission listed');

    fireEvent.click(deleteFirst);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this submission?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(deleteFirst);
    confirmDelete();

    expect(await screen.findByText('Submission deleted')).toBeTruthy();
    expect(
      requestsTo('DELETE', `/api/deployments/${project.id}/submissions/${fakeSubmission(1).id}`),
    ).toHaveLength(1);
    expect(listed(card).map(([form, name]) => [form, name])).toEqual([
      ['contact', 'name: Visitor 2'],
    ]);
    expect(server.submissions.get(project.id)?.map((entry) => entry.id)).toEqual([
      fakeSubmission(2).id,
    ]);
    expect(screen.getByRole('region', { name: 'Your site is live' })).toBeTruthy();
  });

  it('says so in the server’s words when the submission was already deleted, and catches up', async () => {
    const { project, card } = await openWithSubmissions([fakeSubmission(1), fakeSubmission(2)]);
    await within(card).findByText('Visitor 1');
    server.submissions.set(project.id, [fakeSubmission(2)]);
    const [deleteFirst] = deleteButtons(card);
    if (!deleteFirst) throw new Error('No submission listed');

    fireEvent.click(deleteFirst);
    confirmDelete();

    expect(await screen.findByText('That submission was already deleted')).toBeTruthy();
    await waitFor(() => expect(within(card).queryByText('Visitor 1')).toBeNull());
    expect(within(card).getByText('Visitor 2')).toBeTruthy();
  });

  it('says plainly that the delete failed when the server fails without a reason', async () => {
    const { card } = await openWithSubmissions([fakeSubmission(1)]);
    await within(card).findByText('Visitor 1');
    server.failures.deleteSubmission = { status: 500, detail: 'Internal error' };
    const [deleteFirst] = deleteButtons(card);
    if (!deleteFirst) throw new Error('No submission listed');

    fireEvent.click(deleteFirst);
    confirmDelete();

    expect(await screen.findByText('Could not delete the submission')).toBeTruthy();
    expect(screen.queryByText('Internal error')).toBeNull();
    expect(within(card).getByText('Visitor 1')).toBeTruthy();
  });

  it('exports every submission, not only those shown, as {subdomain}-submissions.csv', async () => {
    const submissions = Array.from({ length: 130 }, (_, index) => fakeSubmission(index + 1));
    submissions[0] = fakeSubmission(1, {
      form: 'quote',
      fields: [
        { name: 'company', value: '=HYPERLINK("http://evil.example")' },
        { name: 'message', value: 'Two lines,\nwith a "quote"' },
      ],
    });
    const { project, card } = await openWithSubmissions(submissions);
    await within(card).findByText('Visitor 2');
    const downloads = captureDownloads();

    fireEvent.click(within(card).getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(downloads.names).toEqual(['sunrise-bakery-submissions.csv']));
    expect(downloads.blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const lines = await csvLines(downloads.blobs[0]);
    expect(lines.slice(0, 3)).toEqual([
      'submitted_at,form,company,message,name,email',
      [
        submissions[0]?.submitted_at,
        'quote',
        `"'=HYPERLINK(""http://evil.example"")"`,
        `"Two lines,\nwith a ""quote"""`,
        '',
        '',
      ].join(','),
      `${submissions[1]?.submitted_at},contact,,,Visitor 2,visitor2@example.com`,
    ]);
    expect(lines.at(-2)).toBe(
      `${submissions[129]?.submitted_at},contact,,,Visitor 130,visitor130@example.com`,
    );
    expect(lines).toHaveLength(1 + 130 + 1);
    const exportPages = requestsTo('GET', `/api/deployments/${project.id}/submissions`).filter(
      (request) => new URLSearchParams(request.query).get('limit') === '100',
    );
    expect(exportPages).toHaveLength(2);
    expect(screen.queryByText(/were left out/)).toBeNull();
  });

  it('exports the newest 5,000 and says the older ones were left out', async () => {
    const { card } = await openWithSubmissions(
      Array.from({ length: 5001 }, (_, index) => fakeSubmission(index + 1)),
    );
    await within(card).findByText('Visitor 1');
    const downloads = captureDownloads();

    fireEvent.click(within(card).getByRole('button', { name: 'Export CSV' }));

    expect(
      await screen.findByText(
        'Exported the newest 5,000 submissions; older ones were left out.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const lines = await csvLines(downloads.blobs[0]);
    expect(lines).toHaveLength(1 + 5000 + 1);
    expect(lines.at(-2)).toContain(',Visitor 5000,');
  });

  it('says so when the export fails, and downloads nothing', async () => {
    const { card } = await openWithSubmissions([fakeSubmission(1)]);
    await within(card).findByText('Visitor 1');
    const downloads = captureDownloads();
    server.failures.listSubmissions = { status: 500, detail: 'Internal error' };

    fireEvent.click(within(card).getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Could not export the submissions')).toBeTruthy();
    expect(downloads.names).toEqual([]);
  });

  it('is not there while the project is not deployed', async () => {
    await signIn();
    const project = givenProject();

    await openDeployment(project);

    expect(screen.queryByRole('region', { name: 'Form submissions' })).toBeNull();
    expect(requestsTo('GET', `/api/deployments/${project.id}/submissions`)).toHaveLength(0);
  });
});

describe('the custom domain card', () => {
  async function openLiveSite() {
    await signIn();
    const project = givenProject();
    givenLive(project);
    await openDeployment(project);
    const card = await screen.findByRole('region', { name: 'Custom domain' });
    return { project, card };
  }

  it('adds a domain, shows the CNAME to create, checks it pending then active, and removes it', async () => {
    const { project, card } = await openLiveSite();
    const path = `/api/deployments/${project.id}/domain`;

    fireEvent.change(within(card).getByLabelText('Domain'), {
      target: { value: ' WWW.Sunrise-Bakery.in ' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Add domain' }));

    await screen.findByText('Domain added. Create the DNS records below, then check them.');
    expect(requestsTo('PUT', path)[0]?.body).toEqual({ domain: 'www.sunrise-bakery.in' });
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(within(card).getByText(FAKE_ROUTING_ENDPOINT)).toBeTruthy();
    expect(within(card).getByText('CNAME')).toBeTruthy();
    expect(within(card).getByText('TXT')).toBeTruthy();
    expect(within(card).getByText('_sitewright.www.sunrise-bakery.in')).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: `Copy value ${FAKE_ROUTING_ENDPOINT}` }),
    ).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Check DNS' }));
    await waitFor(() => expect(requestsTo('POST', `${path}/check`)).toHaveLength(1));
    expect(
      await within(card).findByText('No TXT record at _sitewright.www.sunrise-bakery.in yet'),
    ).toBeTruthy();

    server.dnsInPlace.add('www.sunrise-bakery.in');
    fireEvent.click(within(card).getByRole('button', { name: 'Check DNS' }));
    expect(await within(card).findByText('Active')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'www.sunrise-bakery.in' }).getAttribute('href'),
    ).toBe('https://www.sunrise-bakery.in/');
    expect(within(card).queryByText(FAKE_ROUTING_ENDPOINT)).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove custom domain?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Domain removed');
    expect(requestsTo('DELETE', path)).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Add domain' })).toBeTruthy();
  });

  it('shows, while pending, until when the domain can be verified', async () => {
    await signIn();
    const project = givenProject();
    givenLive(project);
    server.customDomains.set(project.id, {
      domain: 'www.sunrise-bakery.in',
      url: 'https://www.sunrise-bakery.in/',
      status: 'pending',
      reason: 'No TXT record at _sitewright.www.sunrise-bakery.in yet',
      records: [],
      added_at: new Date(Date.now() - 24 * 3_600_000).toISOString(),
      verify_by: new Date(Date.now() + 47.5 * 3_600_000).toISOString(),
      checked_at: null,
    });

    await openDeployment(project);

    const card = await screen.findByRole('region', { name: 'Custom domain' });
    const deadline = await within(card).findByText(/^Verify by/);
    expect(deadline.textContent).toMatch(/^Verify by \d{1,2} [A-Z][a-z]{2}, .+ \(47 hours left\)$/);
  });

  it('tells the owner of a domain another site took over why it is gone, until one is added again', async () => {
    await signIn();
    const project = givenProject();
    givenLive(project);
    const message =
      'www.sunrise-bakery.in was not verified within 72 hours, so it has been released and another site has added it. Add it again to retry.';
    server.takenOver.set(project.id, { domain: 'www.sunrise-bakery.in', message });

    const { queryClient } = await openDeployment(project);

    const card = await screen.findByRole('region', { name: 'Custom domain' });
    expect((await within(card).findByRole('status')).textContent).toBe(message);
    expect(within(card).getByRole('button', { name: 'Add domain' })).toBeTruthy();
    // The server tells it once; the card keeps it through a later look.
    await act(async () => {
      await queryClient.refetchQueries({ queryKey: deploymentKeys.customDomain(project.id) });
      // The query tells its observers on the next tick.
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(requestsTo('GET', `/api/deployments/${project.id}/domain`)).toHaveLength(2);
    expect(within(card).getByRole('status').textContent).toBe(message);

    fireEvent.change(within(card).getByLabelText('Domain'), {
      target: { value: 'shop.sunrise-bakery.in' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Add domain' }));

    await within(card).findByText('Pending');
    expect(within(card).queryByRole('status')).toBeNull();
  });

  it('says what is wrong with a typed name before asking the server', async () => {
    const { project, card } = await openLiveSite();

    fireEvent.change(within(card).getByLabelText('Domain'), { target: { value: 'bakery' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Add domain' }));

    expect(within(card).getByRole('alert').textContent).toBe(
      'Enter the full domain name, such as www.example.com',
    );
    expect(requestsTo('PUT', `/api/deployments/${project.id}/domain`)).toHaveLength(0);
  });
});

describe('the Visitors card', () => {
  const today = new Date();
  const days = Array.from({ length: 30 }, (_, index) => ({
    date: new Date(today.getTime() - (29 - index) * 86_400_000).toISOString().slice(0, 10),
    views: index === 29 ? 5 : index === 27 ? 2 : 0,
    visitors: index === 29 ? 3 : index === 27 ? 1 : 0,
  }));

  it('shows the totals, a summarised bar per day, and where visitors came from', async () => {
    await signIn();
    const project = givenProject();
    givenLive(project);
    server.analytics.set(project.id, {
      days,
      totals: { views: 7, visitors: 4 },
      top_referrers: [
        { name: 'news.example', views: 2 },
        { name: 'unknown', views: 1 },
      ],
      top_countries: [{ name: 'IN', views: 6 }],
    });

    await openDeployment(project);

    const card = screen.getByRole('region', { name: 'Visitors' });
    await within(card).findByText('Page views');
    expect(within(card).getByText('Page views').nextElementSibling?.textContent).toBe('7');
    expect(within(card).getByText('Unique visitors').nextElementSibling?.textContent).toBe('4');
    expect(within(card).getByRole('img').getAttribute('aria-labelledby')).toBeTruthy();
    expect(
      within(card).getByRole('img', {
        name: /^Page views per day from .+: 7 views in all, most on .+ \(5\)\.$/,
      }),
    ).toBeTruthy();
    expect(card.querySelectorAll('rect')).toHaveLength(30);
    // A referrer the browser did not vouch for is shown as such, not as a host.
    expect(within(card).getByRole('list', { name: 'Top referrers' }).textContent).toBe(
      'news.example2 viewsUnknown1 view',
    );
    expect(within(card).getByRole('list', { name: 'Top countries' }).textContent).toBe(
      'India6 views',
    );
  });

  it('says so while nobody has visited yet', async () => {
    await signIn();
    const project = givenProject();
    givenLive(project);

    await openDeployment(project);

    const card = screen.getByRole('region', { name: 'Visitors' });
    await within(card).findByText('No visits yet');
    expect(within(card).queryByRole('img')).toBeNull();
  });
});

describe('the switch for emails about new submissions', () => {
  async function openCard(emailsOn = false) {
    await signIn();
    const project = givenProject();
    givenLive(project, undefined, { submissions: emailsOn });
    await openDeployment(project);
    const card = screen.getByRole('region', { name: 'Form submissions' });
    return {
      project,
      toggle: within(card).getByRole('switch', { name: 'Email me new submissions' }),
    };
  }

  it('is off by default, and turning it on shows at once and saves it for the site', async () => {
    const { project, toggle } = await openCard();
    const path = `/api/deployments/${project.id}/notifications`;
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    const release = holdRequests('PUT', path);

    fireEvent.click(toggle);

    // On before the server has answered.
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(server.deployments.get(project.id)?.notifications).toEqual({ submissions: false });
    release();
    await waitFor(() =>
      expect(server.deployments.get(project.id)?.notifications).toEqual({ submissions: true }),
    );
    expect(requestsTo('PUT', path).map((request) => request.body)).toEqual([{ submissions: true }]);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('shows it on where the owner turned it on, and turns it off', async () => {
    const { project, toggle } = await openCard(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(toggle);

    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    await waitFor(() =>
      expect(server.deployments.get(project.id)?.notifications).toEqual({ submissions: false }),
    );
  });

  it('moves back with an error when the save fails', async () => {
    const { project, toggle } = await openCard();
    server.failures.setDeploymentNotifications = {
      status: 500,
      detail: 'Something went wrong.',
    };

    fireEvent.click(toggle);

    expect(
      await screen.findByText('Could not turn on emails for new submissions. Please try again.'),
    ).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(server.deployments.get(project.id)?.notifications).toEqual({ submissions: false });
  });
});
