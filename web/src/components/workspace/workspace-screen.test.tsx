import { TEMPLATE_MODE_LABEL } from '../../../../shared/app-config';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AGENT_COLORS,
  AGENT_COSTS,
  AGENT_NAMES,
  WELCOME_CREDITS,
  type AgentName,
} from '../../../../shared/constants';
import {
  FAKE_ENGINES,
  fakeProject,
  type FakeApiServer,
} from '../../../../testing/web/auth/fake-api-server';
import type { InMemoryAuthService } from '../../../../testing/web/auth/in-memory-auth-service';
import { currentUrl, renderApp } from '../../../../testing/web/auth/render-app';
import { signInAs } from '../../../../testing/web/auth/sign-in-as';
import { FakeWebSocket } from '../../../../testing/web/generation/fake-web-socket';
import { CODE_SENT_NOTE } from './email-verification-dialog';
import { CHAT_PLACEHOLDER } from './workspace-chat';
import { closeFakeApp, freshFakeApp } from '../../../../testing/web/auth/fake-app';

let auth: InMemoryAuthService;
let server: FakeApiServer;

const HTML = '<!doctype html><html><body><h1>Bakery</h1></body></html>';
const built = fakeProject(1, {
  name: 'Bakery',
  description: 'A bakery site',
  generated_code: HTML,
});
let empty = fakeProject(2, { name: 'Blog', description: 'A travel blog' });

const signIn = (credits = 42) =>
  signInAs({ auth, server }, { id: 'u1', username: 'asha', email: 'asha@example.com', credits });

async function openWorkspace(path: string, name: string) {
  const rendered = renderApp(path, auth);
  // A queued description opens its quote at once, a modal that hides the page behind it.
  await screen.findByRole('heading', { level: 1, name, hidden: true });
  return rendered;
}

beforeEach(async () => {
  ({ auth, server } = freshFakeApp());
  empty = fakeProject(2, { name: 'Blog', description: 'A travel blog' });
  server.projects = [built, empty];
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  await signIn();
});

afterEach(closeFakeApp);

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

    const chatBox = screen.getByRole('textbox', { name: 'AI Workspace' });
    expect(chatBox.getAttribute('rows')).toBe('4');
    expect(chatBox.getAttribute('placeholder')).toBe(CHAT_PLACEHOLDER);
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText(TEMPLATE_MODE_LABEL)).toBeTruthy();
  });

  it('offers no download, deploy or preview before code exists', async () => {
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');

    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Deployments' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide preview' })).toBeNull();
    expect(screen.queryByText('Live Preview')).toBeNull();
  });

  it('shows the description queued from the dashboard in the chat and its quote, ready to confirm with no socket yet', async () => {
    await openWorkspace(`/workspace/${empty.id}?prompt=A%20travel%20blog%20about%20Goa`, 'Blog');

    expect(chat().value).toBe('A travel blog about Goa');
    const dialog = await quoteDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm · 16 credits' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    expect(FakeWebSocket.instances).toEqual([]);
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

  it('says what an icon button does in a tooltip while it has keyboard focus', async () => {
    await openWorkspace(`/workspace/${built.id}`, 'Bakery');
    const download = screen.getByRole('button', { name: 'Download' });

    act(() => download.focus());

    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Download HTML');
    expect(download.getAttribute('aria-describedby')).toBe(tooltip.id);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('links to the deployment screen for the history, domains, forms and visitors', async () => {
    await openWorkspace(`/workspace/${built.id}`, 'Bakery');

    expect(screen.getByRole('link', { name: 'Deployments' }).getAttribute('href')).toBe(
      `/deployment/${built.id}`,
    );
  });

  it('publishes in one click: the deploy, its toast, and the live address in the header', async () => {
    await openWorkspace(`/workspace/${built.id}`, 'Bakery');

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Website deployed successfully!')).toBeTruthy();
    const deploys = server.requests.filter(
      (request) => request.method === 'POST' && request.path === '/api/deployments/deploy',
    );
    expect(deploys.map((request) => request.body)).toEqual([{ project_id: built.id }]);
    const live = await screen.findByRole('link', { name: /^Live at / });
    expect(live.getAttribute('href')).toMatch(/^https?:\/\//);
    expect(live.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
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
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        `/auth?mode=login&redirect=${encodeURIComponent(`/workspace/${empty.id}`)}`,
      ),
    );
  });
});

const TOKEN = 'api-token:asha@example.com';
const RUN = '01JRUN00000000000000000001';
const NEXT_RUN = '01JRUN00000000000000000002';
const NEW_HTML = '<!doctype html><html><body><h1>Travel blog</h1></body></html>';

function status(
  agent: (typeof AGENT_NAMES)[number],
  state: 'pending' | 'working' | 'completed' | 'failed',
  extra: { progress?: string; progressPercent?: number; generation_id?: string } = {},
) {
  return {
    type: 'status' as const,
    generation_id: RUN,
    agent,
    status: state,
    cost: AGENT_COSTS[agent],
    // As the server charges: a completed agent its cost (unless its work changed nothing).
    credits_used: state === 'completed' ? AGENT_COSTS[agent] : 0,
    timestamp: '2026-01-01T10:00:00.000Z',
    ...extra,
  };
}

/**
 * Opens the socket the workspace opened for a run (its own, or one under way) as the server
 * would, and waits until the app watches.
 */
async function connected(): Promise<FakeWebSocket> {
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  await screen.findByText('Connected');
  return socket;
}

/** A run of the project is under way as the workspace opens: another tab's, or before a reload. */
function runUnderWay(projectId: string) {
  server.runs.set(projectId, [
    {
      generation_id: RUN,
      prompt: 'A travel blog',
      status: 'running',
      agents: [],
      total: 0,
      refunded: 0,
      started_at: new Date().toISOString(),
    },
  ]);
}

/** Sends a prompt from the box and confirms its quote, whatever it costs; answers the socket. */
async function startRun(prompt: string): Promise<FakeWebSocket> {
  fireEvent.change(chat(), { target: { value: prompt } });
  await waitFor(() => expect(sendButton().hasAttribute('disabled')).toBe(false));
  fireEvent.click(sendButton());
  const confirm = within(await quoteDialog()).getByRole('button', { name: /^Confirm/ });
  await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
  fireEvent.click(confirm);
  return connected();
}

/** The panel's labels: every agent idle unless `shown` gives its status text. */
function expectedAgents(shown: Partial<Record<AgentName, string>> = {}) {
  return AGENT_NAMES.map(
    (name) => `${name}: ${shown[name] ?? 'Idle'}, ${AGENT_COSTS[name]} credits`,
  );
}

function agentLabels() {
  return within(screen.getByRole('region', { name: 'AI Agents', hidden: true }))
    .getAllByRole('listitem', { hidden: true })
    .map((agent) => agent.getAttribute('aria-label'));
}

// The page behind an open quote is hidden from assistive technology (the quote is modal): these
// read it as the page keeps it meanwhile.
const chat = () =>
  screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'AI Workspace', hidden: true });
/** The box's button: "Build" before the first page, "Apply change" after. */
const sendButton = () =>
  screen.getByRole('button', { name: /^(Build|Apply change)$/, hidden: true });

/** The quote dialog, once its price has arrived. */
async function quoteDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: /Review your (build|edit)/ });
  await within(dialog).findByRole('button', { name: /^Confirm/ });
  return dialog;
}

/** Confirms the quote, checking the total it shows first. */
async function confirmQuote(total: string) {
  const dialog = await quoteDialog();
  const confirm = within(dialog).getByRole('button', { name: `Confirm · ${total}` });
  await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
  fireEvent.click(confirm);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('generating in the workspace', () => {
  it('opens no live connection until a run needs one, then connects with a ticket and watches with the token', async () => {
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    await screen.findByText('Ready');
    expect(FakeWebSocket.instances).toEqual([]);

    const socket = await startRun('A travel blog');

    expect(socket.url).toBe(`ws://localhost/ws/${empty.id}?ticket=ticket-1`);
    expect(
      server.requests.filter((request) => request.path.endsWith('/socket-tickets')),
    ).toMatchObject([{ method: 'POST', path: `/api/projects/${empty.id}/socket-tickets` }]);
    await waitFor(() =>
      expect(socket.sent).toEqual([
        { token: TOKEN, action: 'watch' },
        { token: TOKEN, message: 'A travel blog', agents: ['Frontend'] },
      ]),
    );
  });

  it('sends only a non-blank prompt, once its socket is open', async () => {
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    await screen.findByText('Ready');
    const generate = sendButton();
    fireEvent.change(chat(), { target: { value: '   ' } });
    expect(generate.hasAttribute('disabled')).toBe(true);
    fireEvent.change(chat(), { target: { value: '  A travel blog  ' } });
    expect(generate.hasAttribute('disabled')).toBe(false);
    fireEvent.click(generate);
    // Nothing is sent (nor connected) before the quote is confirmed.
    expect(FakeWebSocket.instances).toEqual([]);
    await confirmQuote('16 credits');
    const socket = await connected();

    await waitFor(() =>
      expect(socket.sent.at(-1)).toEqual({
        token: TOKEN,
        message: 'A travel blog',
        agents: ['Frontend'],
      }),
    );
    expect(chat().value).toBe('');
  });

  it('shows each agent’s progress, the estimated cost, and then the page and balance', async () => {
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    fireEvent.change(chat(), { target: { value: 'A travel blog' } });
    fireEvent.click(sendButton());
    await confirmQuote('16 credits');
    const socket = await connected();

    const busy = screen.getByRole('button', { name: 'Generating...', hidden: true });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(chat().hasAttribute('disabled')).toBe(true);

    act(() => {
      socket.receive(
        status('Planner', 'working', { progress: 'Planning pages', progressPercent: 40 }),
      );
      socket.receive(status('Frontend', 'pending'));
      socket.receive(status('Testing', 'pending'));
    });
    expect(agentLabels()).toEqual(
      expectedAgents({ Planner: 'Planning pages', Frontend: 'Waiting...', Testing: 'Waiting...' }),
    );
    const bar = screen.getByRole('progressbar', { name: 'Planner progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Estimated Cost')).toBeTruthy();
    // Template mode (the fake's config): the agents' costs, no model credit.
    const cost = AGENT_COSTS.Planner + AGENT_COSTS.Frontend + AGENT_COSTS.Testing;
    expect(screen.getByText(`${cost} credits`)).toBeTruthy();
    expect(screen.queryByText(/model credit/)).toBeNull();

    act(() => {
      socket.receive(status('Planner', 'completed'));
      socket.receive(status('Frontend', 'working'));
    });
    expect(
      screen.getByRole('progressbar', { name: 'Frontend progress' }).getAttribute('aria-valuenow'),
    ).toBe('50');
    expect(agentLabels()).toEqual(
      expectedAgents({ Planner: 'Complete', Frontend: 'Working...', Testing: 'Waiting...' }),
    );

    const version = {
      version: 1,
      prompt: 'A travel blog',
      agents: ['Planner', 'Frontend', 'Testing'],
      credits_used: 38,
      created_at: new Date().toISOString(),
    };
    empty.generated_code = NEW_HTML;
    empty.versions = [version];
    server.versionCodes.set(`${empty.id}#1`, NEW_HTML);
    const requestsBefore = server.requests.length;
    act(() =>
      socket.receive({
        type: 'complete',
        generation_id: RUN,
        code: NEW_HTML,
        new_balance: 4,
        version: 1,
      }),
    );

    expect(await screen.findByTitle('Preview of Blog')).toBeTruthy();
    expect(screen.getByLabelText('Credit balance: 4')).toBeTruthy();
    expect(sendButton()).toBeTruthy();
    expect(chat().hasAttribute('disabled')).toBe(false);
    await waitFor(() =>
      expect(
        server.requests
          .slice(requestsBefore)
          .some(
            (request) => request.method === 'GET' && request.path === `/api/projects/${empty.id}`,
          ),
      ).toBe(true),
    );
    expect(await screen.findByRole('button', { name: /^Version 1 \(current\)/ })).toBeTruthy();
  });

  it('reloads the project when the page was too big to send', async () => {
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    const socket = await startRun('A travel blog');
    empty.generated_code = NEW_HTML;

    act(() =>
      socket.receive({
        type: 'complete',
        generation_id: RUN,
        code: null,
        reload: true,
        new_balance: 10,
        version: 1,
      }),
    );

    expect(await screen.findByTitle('Preview of Blog')).toBeTruthy();
    expect(screen.getByLabelText('Credit balance: 10')).toBeTruthy();
  });

  it('says at once what an edit could not do', async () => {
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    const socket = await startRun('make it green and add a unicorn');

    act(() =>
      socket.receive({
        type: 'complete',
        generation_id: RUN,
        code: NEW_HTML,
        new_balance: 10,
        version: 2,
        reply:
          'Changed the colours to green. Not done: could not tell what to change for “add a unicorn”',
        not_done: ['could not tell what to change for “add a unicorn”'],
      }),
    );

    expect(
      await screen.findByText('Not done: could not tell what to change for “add a unicorn”'),
    ).toBeTruthy();
  });

  it('shows what each agent did, and gives back the credits of one that changed nothing', async () => {
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    const socket = await startRun('A travel blog');

    act(() => {
      socket.receive(status('Frontend', 'completed', { progress: 'Page written (24 KB)' }));
      socket.receive({
        ...status('Testing', 'completed', {
          progress: 'All checks passed; nothing to fix: 10 credits back',
        }),
        credits_used: 0,
      });
      socket.receive({
        type: 'complete',
        generation_id: RUN,
        code: NEW_HTML,
        new_balance: 14,
        version: 1,
        refunded: 10,
        refunded_for: ['Testing'],
      });
    });

    expect(agentLabels()).toEqual(
      expectedAgents({
        Frontend: 'Complete: Page written (24 KB)',
        Testing: 'Complete: All checks passed; nothing to fix: 10 credits back',
      }).map((label) => (label.startsWith('Testing') ? `${label}, 10 given back` : label)),
    );
    expect(
      await screen.findByText(
        '10 credits back: Testing left the page as it was, so it is not charged',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Credit balance: 14')).toBeTruthy();
  });

  it('starts a new status log for a run it had not seen, even one started elsewhere', async () => {
    runUnderWay(empty.id);
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    const socket = await connected();

    act(() => socket.receive(status('Planner', 'completed')));
    expect(screen.getByRole('button', { name: 'Generating...', hidden: true })).toBeTruthy();
    act(() => socket.receive(status('Image', 'working', { generation_id: NEXT_RUN })));

    expect(agentLabels()).toEqual(expectedAgents({ Image: 'Working...' }));
  });

  it('says a queued run waits for a free builder, until its first agent is at work', async () => {
    runUnderWay(empty.id);
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    const socket = await connected();

    act(() => {
      socket.receive(status('Frontend', 'pending'));
      socket.receive({ type: 'waiting', generation_id: RUN, until: '2026-01-01T10:15:00.000Z' });
    });
    expect(
      screen.getByText(/^Waiting for a free builder: your other builds/).getAttribute('role'),
    ).toBe('status');
    expect(screen.getByRole('button', { name: 'Generating...', hidden: true })).toBeTruthy();

    act(() => socket.receive(status('Frontend', 'working')));
    expect(screen.queryByText(/Waiting for a free builder/)).toBeNull();
  });

  it('stops and shows a server error in an alert dialog, with the refunded balance', async () => {
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    const socket = await startRun('A travel blog');
    act(() => socket.receive(status('Planner', 'working')));

    act(() => {
      socket.receive(status('Planner', 'failed'));
      socket.receive({ error: 'The Planner agent failed.', generation_id: RUN, new_balance: 30 });
    });

    const alert = screen.getByRole('alertdialog', { name: 'Generation stopped' });
    expect(within(alert).getByText('The Planner agent failed.')).toBeTruthy();
    expect(document.activeElement).toBe(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText('Credit balance: 30')).toBeTruthy();
    expect(agentLabels()).toEqual(expectedAgents({ Planner: 'Failed' }));
    expect(sendButton()).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says calmly that an edit changed nothing and its credits are back, with no alert', async () => {
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    const socket = await startRun('Make the headline say Welcome');
    act(() => socket.receive(status('Planner', 'working')));

    const note = 'The page already says that. Your 6 credits are back.';
    act(() => {
      socket.receive({ error: note, generation_id: RUN, new_balance: 30, unchanged: true });
    });

    expect(await screen.findByText(note)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('Credit balance: 30')).toBeTruthy();
    expect(sendButton()).toBeTruthy();
  });

  it('ignores messages it does not understand', async () => {
    runUnderWay(empty.id);
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    const socket = await connected();

    act(() => {
      socket.receive('not json');
      socket.receive({ type: 'party', at: 'now' });
      socket.receive({ type: 'status', agent: 'Nobody', status: 'working' });
    });

    expect(agentLabels()).toEqual(expectedAgents());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('quotes the queued description at once, sends it on Confirm, and drops it from the URL', async () => {
    const { router } = await openWorkspace(
      `/workspace/${empty.id}?prompt=A%20travel%20blog%20about%20Goa`,
      'Blog',
    );
    await waitFor(() => expect(currentUrl(router)).toBe(`/workspace/${empty.id}`));
    expect(FakeWebSocket.instances).toEqual([]);

    await confirmQuote('16 credits');
    const socket = await connected();
    await waitFor(() =>
      expect(socket.sent).toEqual([
        { token: TOKEN, action: 'watch' },
        { token: TOKEN, message: 'A travel blog about Goa', agents: ['Frontend'] },
      ]),
    );
    expect(chat().value).toBe('');

    // A refusal gives the prompt back to the box: it is never lost.
    act(() => socket.receive({ error: 'Insufficient credits. Please buy more credits.' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(chat().value).toBe('A travel blog about Goa');
    expect(socket.sent).toHaveLength(2);
  });
});

describe('watching the page being written', () => {
  it('shows the page so far while the Frontend writes, then the finished page', async () => {
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    fireEvent.change(chat(), { target: { value: 'A travel blog' } });
    fireEvent.click(sendButton());
    await confirmQuote('16 credits');
    expect(screen.getByText('Building your website...')).toBeTruthy();
    const socket = await connected();

    const run = '01JRUN00000000000000000009';
    act(() => {
      socket.receive({ ...status('Frontend', 'working'), generation_id: run });
      socket.receive({
        type: 'preview',
        generation_id: run,
        offset: 0,
        text: '<body><h1>A travel blog from Goa and Kerala</h1>',
      });
    });
    const preview = screen.getByRole('region', { name: 'Live Preview' });
    expect(within(preview).getByTitle('Preview of Blog')).toBeTruthy();
    expect(within(preview).getByRole('status').textContent).toBe('Writing the page...');
    expect(screen.queryByText('Building your website...')).toBeNull();

    act(() =>
      socket.receive({
        type: 'complete',
        generation_id: run,
        code: NEW_HTML,
        new_balance: 25,
        version: 1,
      }),
    );
    await waitFor(() => expect(within(preview).queryByRole('status')).toBeNull());
    // The finished page loads behind the part on show, which stays until it has drawn.
    const frames = within(preview).getAllByTitle('Preview of Blog');
    expect(frames.map((frame) => frame.getAttribute('aria-hidden'))).toEqual([null, 'true']);
  });
});

describe('the quote before a run', () => {
  const LAW_FIRM = 'A complete website for a law firm';

  // With a model every agent has its price, the discount and the model's credit apply.
  beforeEach(() => {
    server.engine = FAKE_ENGINES.model;
  });

  async function quoteFor(prompt: string) {
    await screen.findByText('Ready');
    fireEvent.change(chat(), { target: { value: prompt } });
    fireEvent.click(sendButton());
    return { dialog: await quoteDialog() };
  }

  const agentBox = (dialog: HTMLElement, name: string) =>
    within(dialog).getByRole<HTMLInputElement>('checkbox', { name: new RegExp(`^${name}`) });

  it('lists the agents that will run with what they do, their costs, the total and the balance after', async () => {
    await signIn(100);
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    const { dialog } = await quoteFor(LAW_FIRM);

    for (const name of ['Planner', 'Content', 'Frontend', 'Testing']) {
      expect(agentBox(dialog, name).checked).toBe(true);
    }
    expect(agentBox(dialog, 'Image').checked).toBe(false);
    expect(agentBox(dialog, 'Frontend').disabled).toBe(true);
    expect(dialog.textContent).toContain('You asked for "complete website"');
    expect(dialog.textContent).toContain('10% off with 4+ agents');
    expect(dialog.textContent).toContain('100 → 57 after this run');
    expect(within(dialog).getByRole('button', { name: 'Confirm · 43 credits' })).toBeTruthy();
  });

  it('charges nothing in template mode for the agents whose work the templates do anyway', async () => {
    server.engine = FAKE_ENGINES.template;
    await signIn(100);
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    const { dialog } = await quoteFor(LAW_FIRM);

    expect(dialog.textContent).toContain(
      'Free in template mode: the templates choose the sections',
    );
    expect(dialog.textContent).toContain('Template mode — no AI model configured');
    expect(dialog.textContent).not.toContain('% off');
    // The Frontend and the Testing agent, nothing for the model.
    const total = AGENT_COSTS.Frontend + AGENT_COSTS.Testing;
    expect(within(dialog).getByRole('button', { name: `Confirm · ${total} credits` })).toBeTruthy();
  });

  it('updates the total as optional agents are switched, and sends exactly the confirmed agents', async () => {
    await signIn(100);
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    const { dialog } = await quoteFor(LAW_FIRM);

    fireEvent.click(agentBox(dialog, 'Content'));
    fireEvent.click(agentBox(dialog, 'Testing'));
    await within(dialog).findByRole('button', { name: 'Confirm · 29 credits' });
    expect(dialog.textContent).toContain('100 → 71 after this run');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm · 29 credits' }));
    const socket = await connected();

    await waitFor(() =>
      expect(socket.sent.at(-1)).toEqual({
        token: TOKEN,
        message: LAW_FIRM,
        agents: ['Planner', 'Frontend'],
      }),
    );
  });

  it('turns a short balance into a choice: the agents that fit, or buying credits with the prompt kept', async () => {
    await signIn(20);
    const { router } = await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    const { dialog } = await quoteFor(LAW_FIRM);

    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toContain('You need 23 credits more for this run.');
    expect(
      within(dialog).getByRole('button', { name: 'Confirm · 43 credits' }).hasAttribute('disabled'),
    ).toBe(true);

    fireEvent.click(within(alert).getByRole('button', { name: 'Buy credits' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        `/credits?return=${encodeURIComponent(`/workspace/${empty.id}`)}`,
      ),
    );
    expect(FakeWebSocket.instances).toEqual([]);

    // Back in the workspace, the prompt and its quote are there again.
    await router.navigate({ to: '/workspace/$projectId', params: { projectId: empty.id } });
    const again = await quoteDialog();
    expect(chat().value).toBe(LAW_FIRM);
    fireEvent.click(
      within(within(again).getByRole('alert')).getByRole('button', { name: /Run what fits/ }),
    );
    await within(again).findByRole('button', { name: 'Confirm · 17 credits' });
    expect(agentBox(again, 'Planner').checked).toBe(false);
  });

  it('shows the quote again, not an alert, when the balance no longer covers a confirmed run', async () => {
    await signIn(100);
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    await quoteFor(LAW_FIRM);
    await confirmQuote('43 credits');
    const socket = await connected();
    // Spent elsewhere meanwhile: the server refuses the run for its price.
    await signIn(20);
    act(() =>
      socket.receive({
        error: 'Insufficient credits. Please buy more credits.',
        new_balance: 20,
        missing: 23,
      }),
    );

    const again = await quoteDialog();
    expect(within(again).getByRole('alert').textContent).toContain('You need 23 credits more');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(chat().value).toBe(LAW_FIRM);
  });

  it('quotes the welcome credits owed, asks for the emailed code, then sends the build again', async () => {
    server.profiles.set('asha@example.com', {
      id: 'u1',
      username: 'asha',
      email: 'asha@example.com',
      credits: 0,
      email_verified: false,
    });
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    const { dialog: quote } = await quoteFor('A landing page');
    expect(quote.textContent).toContain(
      `Welcome credits, once you verify your email+${WELCOME_CREDITS} → 3 after this run`,
    );
    await confirmQuote('17 credits');
    const socket = await connected();
    await waitFor(() => expect(socket.sent).toHaveLength(2));
    const build = socket.sent.at(-1);
    act(() =>
      socket.receive({
        error:
          'Please verify your email address before you spend your credits: enter the code we email you.',
        verify_email: true,
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await within(dialog).findByText(CODE_SENT_NOTE);
    expect(within(dialog).getByRole('button', { name: 'Send a new code' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(server.emailCodesSent).toEqual(['asha@example.com']);

    const code = within(dialog).getByLabelText('Verification code');
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and build' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'That code is not right. Check the newest email and try again.',
    );
    expect(socket.sent.at(-1)).toBe(build);

    fireEvent.change(code, { target: { value: '2468-10' } });
    expect((code as HTMLInputElement).value).toBe('246810');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and build' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText(`Credit balance: ${WELCOME_CREDITS}`)).toBeDefined();
    expect(socket.sent.at(-1)).toEqual(build);
    expect(
      socket.sent.filter((message) => JSON.stringify(message) === JSON.stringify(build)),
    ).toHaveLength(2);
  });

  it('gives the prompt back when the email code is not entered', async () => {
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    await quoteFor('A landing page');
    await confirmQuote('17 credits');
    const socket = await connected();
    act(() =>
      socket.receive({ error: 'Please verify your email address first.', verify_email: true }),
    );
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Verify your email' }), {
      key: 'Escape',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(chat().value).toBe('A landing page');
  });

  it('keeps the prompt when the quote is cancelled or closed with Escape', async () => {
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    const { dialog } = await quoteFor('A landing page');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(chat().value).toBe('A landing page');

    fireEvent.click(sendButton());
    fireEvent.keyDown(await quoteDialog(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(chat().value).toBe('A landing page');
    expect(FakeWebSocket.instances).toEqual([]);
  });
});

describe('cancelling the first quote of a project made from the dashboard', () => {
  it('removes the unbuilt project and gives the description back to the dashboard', async () => {
    const { router } = await openWorkspace(
      `/workspace/${empty.id}?prompt=A%20travel%20blog%20about%20Goa`,
      'Blog',
    );
    const dialog = await quoteDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
    await waitFor(() =>
      expect(
        server.requests.some(
          (request) => request.method === 'DELETE' && request.path === `/api/projects/${empty.id}`,
        ),
      ).toBe(true),
    );
    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', {
      name: 'What will you build today?',
    });
    expect(box.value).toBe('A travel blog about Goa');
  });

  it('keeps a project opened without a queued description', async () => {
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    await screen.findByText('Ready');
    fireEvent.change(chat(), { target: { value: 'A landing page' } });
    fireEvent.click(sendButton());
    fireEvent.click(within(await quoteDialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(chat().value).toBe('A landing page');
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });
});

describe('the version history', () => {
  /** The project with versions dated from now: built for each test, so its ages stay exact. */
  const versionedProject = () =>
    fakeProject(3, {
      name: 'Cafe',
      description: 'A cafe',
      generated_code: '<h1>blue</h1>',
      versions: [
        {
          version: 2,
          prompt: 'Make the header blue',
          agents: ['Frontend'],
          credits_used: 16,
          created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
        },
        {
          version: 1,
          prompt: 'A cafe',
          agents: ['Planner', 'Frontend'],
          credits_used: 28,
          created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
        },
      ],
    });
  const versioned = versionedProject();

  beforeEach(() => {
    server.projects = [versionedProject()];
    server.versionCodes.set(`${versioned.id}#1`, '<h1>first</h1>');
    server.versionCodes.set(`${versioned.id}#2`, '<h1>blue</h1>');
  });

  const versionsRegion = () => screen.getByRole('region', { name: /^Versions/ });

  it('lists every version with its prompt, agents, credits, age and the current one', async () => {
    await openWorkspace(`/workspace/${versioned.id}`, 'Cafe');

    const current = await screen.findByRole('button', {
      name: 'Version 2 (current): Make the header blue',
    });
    expect(within(current).getByText('Current')).toBeTruthy();
    expect(within(current).getByText('Frontend')).toBeTruthy();
    expect(within(current).getByText('16 credits')).toBeTruthy();
    expect(within(current).getByText('5 minutes ago')).toBeTruthy();
    const first = within(versionsRegion()).getByRole('button', { name: 'Version 1: A cafe' });
    expect(within(first).getByText('Planner, Frontend')).toBeTruthy();
    expect(within(first).getByText('3 hours ago')).toBeTruthy();
    expect(within(first).queryByText('Current')).toBeNull();
  });

  it('previews an older version, goes back, and restores it as a new current version', async () => {
    await openWorkspace(`/workspace/${versioned.id}`, 'Cafe');

    fireEvent.click(await screen.findByRole('button', { name: 'Version 1: A cafe' }));
    expect(await screen.findByText('Previewing version 1')).toBeTruthy();
    expect(await screen.findByTitle('Preview of Cafe, version 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back to current' }));
    expect(screen.queryByText('Previewing version 1')).toBeNull();
    expect(screen.getByTitle('Preview of Cafe')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Version 1: A cafe' }));
    expect(screen.getByTitle('Preview of Cafe, version 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restore this version' }));

    expect(
      await screen.findByRole('button', { name: 'Version 3 (current): Restored version 1' }),
    ).toBeTruthy();
    expect(screen.queryByText('Previewing version 1')).toBeNull();
    expect(screen.getByTitle('Preview of Cafe')).toBeTruthy();
    expect(within(versionsRegion()).getAllByRole('button')).toHaveLength(3);
    expect(
      server.requests.some(
        (request) =>
          request.method === 'POST' &&
          request.path === `/api/projects/${versioned.id}/versions/1/restore`,
      ),
    ).toBe(true);
  });

  it('says why a restore was refused', async () => {
    server.failures.restore = {
      status: 409,
      detail: 'A generation is already running for this project. Please wait for it to finish.',
    };
    await openWorkspace(`/workspace/${versioned.id}`, 'Cafe');

    fireEvent.click(await screen.findByRole('button', { name: 'Version 1: A cafe' }));
    await screen.findByTitle('Preview of Cafe, version 1');
    fireEvent.click(screen.getByRole('button', { name: 'Restore this version' }));

    expect(
      await screen.findByText(
        'A generation is already running for this project. Please wait for it to finish.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Previewing version 1')).toBeTruthy();
  });
});

describe('the conversation', () => {
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const thread = () => screen.getByRole('list', { name: 'Messages' });

  function withHistory() {
    built.versions = [
      {
        version: 3,
        prompt: 'Edited in the preview',
        agents: [],
        credits_used: 0,
        created_at: at(2),
      },
      {
        version: 2,
        prompt: 'Make the headline say Fresh bread daily',
        agents: ['Frontend'],
        credits_used: 6,
        created_at: at(5),
        reply: 'Changed the headline to “Fresh bread daily”',
      },
      {
        version: 1,
        prompt: 'A bakery site',
        agents: ['Frontend'],
        credits_used: 16,
        created_at: at(9),
      },
    ];
    server.versionCodes.set(`${built.id}#2`, HTML);
    server.runs.set(built.id, [
      {
        generation_id: '01JRUN00000000000000000009',
        prompt: 'make it pop',
        status: 'failed',
        outcome: 'unchanged',
        agents: [{ name: 'Frontend', status: 'failed', cost: 6 }],
        total: 6,
        refunded: 6,
        error: 'Nothing on the page changed. 6 credits were refunded.',
        started_at: at(1),
        finished_at: at(1),
      },
      {
        generation_id: '01JRUN00000000000000000008',
        prompt: 'Make the headline say Fresh bread daily',
        status: 'completed',
        agents: [{ name: 'Frontend', status: 'completed', cost: 6 }],
        total: 6,
        refunded: 0,
        version: 2,
        started_at: at(5),
        finished_at: at(5),
      },
      {
        generation_id: '01JRUN00000000000000000007',
        prompt: 'A bakery site',
        status: 'completed',
        agents: [{ name: 'Frontend', status: 'completed', cost: 16 }],
        total: 16,
        refunded: 0,
        version: 1,
        started_at: at(9),
        finished_at: at(9),
      },
    ]);
  }

  afterEach(() => {
    built.versions = [];
  });

  it('lists each message with its quote and reply, oldest first, and the box asks for a change', async () => {
    withHistory();
    await openWorkspace(`/workspace/${built.id}`, 'Bakery');
    await waitFor(() => expect(within(thread()).getAllByRole('listitem')).toHaveLength(4));
    const items = within(thread()).getAllByRole('listitem');

    expect(items[0]?.textContent).toContain('A bakery site');
    expect(items[0]?.textContent).toContain('Frontend · 16 credits');
    expect(items[0]?.textContent).toContain('Built your page.');
    expect(items[1]?.textContent).toContain('Changed the headline to “Fresh bread daily”');
    expect(
      within(items[1] as HTMLElement).getByRole('button', { name: 'Restore version 2' }),
    ).toBeTruthy();
    // A version saved without a message is a note, and the current one needs no restore.
    expect(items[2]?.textContent).toContain('Edited in the preview');
    expect(within(items[2] as HTMLElement).queryByRole('button', { name: /Restore/ })).toBeNull();
    // An edit that changed nothing: a calm note with its refund, not an error.
    expect(items[3]?.getAttribute('data-run-state')).toBe('unchanged');
    expect(items[3]?.textContent).toContain('6 credits were refunded.');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    expect(chat().getAttribute('placeholder')).toBe('Describe a change…');
    expect(screen.getByRole('button', { name: 'Apply change' })).toBeTruthy();
  });

  it('opens a version from its reply and restores one', async () => {
    withHistory();
    await openWorkspace(`/workspace/${built.id}`, 'Bakery');
    fireEvent.click(await screen.findByRole('button', { name: 'View version 2' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'View version 2' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Restore version 2' }));
    await waitFor(() =>
      expect(
        server.requests.some((r) => r.path === `/api/projects/${built.id}/versions/2/restore`),
      ).toBe(true),
    );
  });

  it('shows the message at once with its progress, then the reply as the run ends', async () => {
    await openWorkspace(`/workspace/${empty.id}`, 'Blog');
    expect(sendButton().textContent).toBe('Build');
    fireEvent.change(chat(), { target: { value: 'A travel blog' } });
    fireEvent.click(sendButton());
    await confirmQuote('16 credits');
    const socket = await connected();

    expect(await within(thread()).findByText('A travel blog')).toBeTruthy();
    act(() => socket.receive(status('Frontend', 'working', { progress: 'Writing the page' })));
    expect(within(thread()).getByRole('list', { name: 'Progress' }).textContent).toContain(
      'FrontendWriting the page',
    );

    act(() =>
      socket.receive({
        type: 'complete',
        generation_id: RUN,
        code: NEW_HTML,
        new_balance: 4,
        version: 1,
        reply: 'Built a travel blog with 4 sections',
      }),
    );
    // The reply arrives with the page, not after the history reloads.
    expect(within(thread()).getByText('Built a travel blog with 4 sections')).toBeTruthy();
    expect(within(thread()).getAllByRole('listitem')[0]?.getAttribute('data-run-state')).toBe(
      'completed',
    );
  });
});

describe('renaming the project', () => {
  it('saves a new name from the header, and Escape keeps the old one', async () => {
    await openWorkspace(`/workspace/${built.id}`, 'Bakery');
    fireEvent.click(screen.getByRole('button', { name: 'Rename Bakery' }));
    const field = screen.getByRole('textbox', { name: 'Project name' });
    fireEvent.change(field, { target: { value: 'Changed my mind' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bakery' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Rename Bakery' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Project name' }), {
      target: { value: '  Sunrise Bakery ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Bakery' })).toBeTruthy();
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(put).toMatchObject({
      path: `/api/projects/${built.id}/name`,
      body: { name: 'Sunrise Bakery' },
    });
    built.name = 'Bakery';
  });
});
