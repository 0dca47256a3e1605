import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { JSDOM } from 'jsdom';
import { projectDetailSchema } from '../../shared/api/project-schemas';
import type { StatusMessage } from '../../shared/api/socket-schemas';
import { checkCoverage, normalisedText } from '../../functions/generation/coverage/coverage';
import { embeddedPlan } from '../../functions/generation/page/site-plan';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../testing/cloud/local-accounts';
import { isComplete, openTestSocket, type TestSocket } from '../../testing/cloud/socket-client';
import type { CloudAddresses } from '../../testing/cloud/shared-cloud';
import { seedProject, setCredits } from '../../testing/cloud/seed';
import type { EditCase, EditChain, EditExpectation } from './edit-cases';

export interface EditResult {
  chain: string;
  edit: string;
  /** What the edit was to do and did not, and what it changed that it should not have. */
  misses: string[];
  credits: number;
  seconds: number;
  /** What the run said it did (its Frontend line) or its error. */
  said: string;
}

const LINE_ELEMENTS =
  'h1,h2,h3,h4,p,li,dt,dd,summary,a,button,label,blockquote,figcaption,th,td,address,option';

interface PageFacts {
  /** The text of each element that holds text of its own (no line element inside it). */
  lines: Map<string, string | null>;
  headline: string;
  text: string;
  kinds: string[];
  css: string;
  widgets: string[];
  /** How each section lays out its items: side by side in a grid, or one under another. */
  layouts: Map<string, 'grid' | 'list'>;
}

/**
 * A list's layout at a laptop's width, from the page's own stylesheet: a grid when the rules for
 * its classes (media queries aside) make it a grid of more than one column.
 */
function layoutOf(list: Element, css: string): 'grid' | 'list' {
  const classes = [...list.classList];
  const wide = css.replace(/@media[^{]*\{(?:[^{}]*\{[^}]*\})*[^{}]*\}/g, '');
  let display = '';
  let columns = '';
  for (const [, selector = '', body = ''] of wide.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const applies = selector.split(',').some((one) => {
      const names = [...one.trim().matchAll(/\.([\w-]+)/g)].map((match) => match[1] ?? '');
      return /^(?:\.[\w-]+)+$/.test(one.trim()) && names.every((name) => classes.includes(name));
    });
    if (!applies) continue;
    display = /display:\s*([\w-]+)/.exec(body)?.[1] ?? display;
    columns = /grid-template-columns:\s*([^;]+)/.exec(body)?.[1]?.trim() ?? columns;
  }
  return display === 'grid' && columns !== '' && columns !== '1fr' ? 'grid' : 'list';
}

function factsOf(html: string): PageFacts {
  const dom = new JSDOM(html);
  const { document } = dom.window;
  const lines = new Map<string, string | null>();
  for (const element of document.querySelectorAll(LINE_ELEMENTS)) {
    if (element.querySelector(LINE_ELEMENTS)) continue;
    const line = normalisedText(element.textContent ?? '');
    if (line)
      lines.set(line, element.closest('section[data-kind]')?.getAttribute('data-kind') ?? null);
  }
  const facts: PageFacts = {
    lines,
    headline: normalisedText(document.querySelector('h1')?.textContent ?? ''),
    text: normalisedText(document.body.textContent ?? ''),
    kinds: [...document.querySelectorAll('section[data-kind]')].map(
      (section) => section.getAttribute('data-kind') ?? '',
    ),
    css: [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n'),
    widgets: [...document.querySelectorAll('[data-widget]')].map(
      (element) => element.getAttribute('data-widget') ?? '',
    ),
    layouts: new Map(),
  };
  for (const section of document.querySelectorAll('section[data-kind]')) {
    const list = section.querySelector('ul, ol');
    if (list) facts.layouts.set(section.getAttribute('data-kind') ?? '', layoutOf(list, facts.css));
  }
  dom.window.close();
  return facts;
}

/** A palette variable of the page's first `:root` rule. */
function rootColour(css: string, name: string): string | undefined {
  const root = /:root\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(root)?.[1]?.toLowerCase();
}

function hueOf(hex: string): { hue: number; lightness: number } {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (max === min) return { hue: 0, lightness };
  const d = max - min;
  const hue =
    max === r
      ? ((g - b) / d + (g < b ? 6 : 0)) * 60
      : max === g
        ? ((b - r) / d + 2) * 60
        : ((r - g) / d + 4) * 60;
  return { hue, lightness };
}

const inRange = (hue: number, [from, to]: [number, number]) =>
  from <= to ? hue >= from && hue <= to : hue >= from || hue <= to;

const position = (
  kinds: string[],
  kind: string,
  where: { after?: string; before?: string; top?: true },
): string | null => {
  const at = kinds.indexOf(kind);
  if (at < 0) return `no ${kind} section`;
  if (where.top && at > 1) return `${kind} is not at the top (${kinds.join(', ')})`;
  if (where.after && kinds[at - 1] !== where.after)
    return `${kind} is not right after ${where.after} (${kinds.join(', ')})`;
  if (where.before && kinds[at + 1] !== where.before)
    return `${kind} is not right before ${where.before} (${kinds.join(', ')})`;
  return null;
};

/** What the edit should have done and did not, and what it changed that it should not have. */
async function missesOf(before: string, after: string, expect: EditExpectation): Promise<string[]> {
  const misses: string[] = [];
  const was = factsOf(before);
  const now = factsOf(after);
  for (const text of expect.has ?? []) {
    if (!now.text.includes(normalisedText(text))) misses.push(`does not show “${text}”`);
  }
  for (const text of expect.lacks ?? []) {
    if (now.text.includes(normalisedText(text))) misses.push(`still shows “${text}”`);
  }
  if (expect.added) {
    const problem = position(now.kinds, expect.added.kind, expect.added);
    if (problem) misses.push(`added: ${problem}`);
  }
  if (expect.moved) {
    const problem = position(now.kinds, expect.moved.kind, expect.moved);
    if (problem) misses.push(`moved: ${problem}`);
  }
  if (expect.swapped) {
    const [a, b] = expect.swapped;
    if (
      now.kinds.indexOf(a) !== was.kinds.indexOf(b) ||
      now.kinds.indexOf(b) !== was.kinds.indexOf(a) ||
      now.kinds.indexOf(a) < 0
    )
      misses.push(`${a} and ${b} did not trade places (${now.kinds.join(', ')})`);
  }
  if (expect.layout) {
    const shown = now.layouts.get(expect.layout.kind);
    if (shown !== expect.layout.as)
      misses.push(
        `${expect.layout.kind} is shown as a ${shown ?? 'nothing'}, not a ${expect.layout.as}`,
      );
  }
  if (expect.removed && now.kinds.includes(expect.removed))
    misses.push(`${expect.removed} is still there`);
  const primary = rootColour(now.css, 'primary');
  const background = rootColour(now.css, 'bg');
  if (expect.mode && background) {
    const dark = hueOf(background).lightness < 0.35;
    if (dark !== (expect.mode === 'dark'))
      misses.push(`not ${expect.mode} (background ${background})`);
  }
  if (expect.hue && primary && !inRange(hueOf(primary).hue, expect.hue)) {
    misses.push(
      `primary ${primary} (hue ${Math.round(hueOf(primary).hue)}) is not in ${expect.hue.join('-')}`,
    );
  }
  if (
    expect.recoloured &&
    primary === rootColour(was.css, 'primary') &&
    background === rootColour(was.css, 'bg')
  ) {
    misses.push('the colours did not change');
  }
  if (expect.widget && !now.widgets.includes(expect.widget)) misses.push(`no ${expect.widget}`);
  if (expect.font && !/body\{[^}]*font-family:([^;}]*)/.exec(now.css)?.[1]?.includes(expect.font)) {
    misses.push(`the font is not ${expect.font}`);
  }
  if (expect.textSize) {
    const size = Number(/html\{font-size:([\d.]+)%\}/.exec(now.css)?.[1] ?? 100);
    if (expect.textSize === 'larger' ? size <= 100 : size >= 100)
      misses.push(`text is not ${expect.textSize}`);
  }
  const reworded = expect.reworded;
  const inTarget = (line: string, kind: string | null, facts: PageFacts) =>
    reworded !== undefined &&
    (reworded.in === 'headline'
      ? line === facts.headline
      : reworded.in === 'page'
        ? kind !== null
        : kind === reworded.in);
  if (reworded) {
    const old = [...was.lines].filter(
      ([line, kind]) => inTarget(line, kind, was) && !now.lines.has(line),
    );
    const fresh = [...now.lines].filter(
      ([line, kind]) => inTarget(line, kind, now) && !was.lines.has(line),
    );
    const length = (lines: [string, string | null][]) =>
      lines.reduce((sum, [line]) => sum + line.length, 0);
    const text = fresh.map(([line]) => line).join(' ');
    const problem =
      fresh.length === 0
        ? 'no text was reworded'
        : reworded.tone === 'shorter' && length(fresh) >= length(old)
          ? 'the text is not shorter'
          : reworded.tone === 'longer' && length(fresh) <= length(old)
            ? 'the text is not longer'
            : reworded.tone === 'friendlier' && !/[’']|!/.test(text)
              ? 'the text reads no friendlier'
              : reworded.tone === 'formal' && /!|n[’']t\b|[’'](?:re|ll|ve|s)\b/.test(text)
                ? 'the text is not more formal'
                : null;
    if (problem) misses.push(`${problem} (${reworded.in})`);
  }
  // Everything else kept: each line of the page before, unless the edit may change it or took
  // its section away.
  // Text that must go takes its line with it ("₹2,500" when the price changes).
  const mayChange = [...(expect.mayChange ?? []), ...(expect.lacks ?? [])].map(normalisedText);
  for (const [line, kind] of was.lines) {
    if (now.lines.has(line)) continue;
    if (inTarget(line, kind, was)) continue;
    if (mayChange.some((text) => line.includes(text))) continue;
    if (kind !== null && kind === expect.removed) continue;
    misses.push(`lost the line “${line.slice(0, 80)}”`);
    if (misses.length > 12) break;
  }
  // Every widget still works.
  const plan = embeddedPlan(after);
  if (plan) {
    const card = await checkCoverage(after, plan);
    for (const broken of card.widgets.broken)
      misses.push(`${broken.widget} broken: ${broken.detail}`);
  }
  for (const widget of was.widgets) {
    if (!now.widgets.includes(widget) && !(expect.removed && widget !== 'nav-toggle')) {
      misses.push(`the ${widget} is gone`);
    }
  }
  return misses;
}

async function pageOf(
  cloud: CloudAddresses,
  user: SignedUpAccount,
  projectId: string,
): Promise<string> {
  const reply = await callApi(cloud, 'GET', `/api/projects/${projectId}`, { token: user.idToken });
  return projectDetailSchema.parse(reply.body).generated_code ?? '';
}

async function send(socket: TestSocket, user: SignedUpAccount, message: string) {
  const from = socket.messages.length;
  socket.generate(user.idToken, message);
  return socket.end({ from, timeoutMs: 120_000 });
}

const START_CREDITS = 100_000;

async function runCase(
  cloud: CloudAddresses,
  user: SignedUpAccount,
  socket: TestSocket,
  projectId: string,
  chain: EditChain,
  step: EditCase,
): Promise<EditResult> {
  const before = await pageOf(cloud, user, projectId);
  await setCredits(cloud, user.sub, START_CREDITS);
  const started = performance.now();
  const end = await send(socket, user, step.edit);
  const seconds = (performance.now() - started) / 1000;
  const after = await pageOf(cloud, user, projectId);
  const credits = START_CREDITS - (end.new_balance ?? START_CREDITS);
  const misses: string[] = [];
  let said = '';
  if (isComplete(end)) {
    const line = [...socket.messages]
      .reverse()
      .find(
        (message): message is StatusMessage =>
          'type' in message &&
          message.type === 'status' &&
          message.agent === 'Frontend' &&
          message.status === 'completed',
      );
    said = line?.progress ?? '';
    if (step.expect.refunded) misses.push('was charged for a page it should have left alone');
    else misses.push(...(await missesOf(before, after, step.expect)));
  } else {
    said = end.error;
    if (!step.expect.refunded) misses.push(`failed: ${end.error}`);
    else if (credits !== 0) misses.push(`${credits} credits kept for nothing`);
    if (after !== before) misses.push('the page changed');
  }
  return { chain: chain.id, edit: step.edit, misses, credits, seconds, said };
}

/** Every chain: its first build, then its edits one after another on the same project. */
export async function runEditEval(
  cloud: CloudAddresses,
  chains: readonly EditChain[],
  log: (line: string) => void = () => {},
): Promise<EditResult[]> {
  const results: EditResult[] = [];
  for (const chain of chains) {
    const user = await signUpWithProfile(cloud, `edits-${randomUUID().slice(0, 8)}@example.com`);
    await setCredits(cloud, user.sub, START_CREDITS);
    const projectId = await seedProject(cloud, { userId: user.sub, name: chain.id });
    const socket = await openTestSocket(cloud, projectId, user.idToken);
    try {
      socket.watch(user.idToken);
      const built = await send(socket, user, chain.base);
      if (!isComplete(built)) throw new Error(`The ${chain.id} build failed: ${built.error}`);
      for (const step of chain.edits) {
        const result = await runCase(cloud, user, socket, projectId, chain, step);
        results.push(result);
        log(
          `${chain.id}: ${step.edit} → ${result.misses.length === 0 ? 'ok' : result.misses.join('; ')}`,
        );
      }
    } finally {
      await socket.close();
    }
  }
  return results;
}

export interface EditSummary {
  edits: number;
  done: number;
  share: number;
  chargedForNothing: number;
  /** Credits the edits that changed the page were charged: mean and most. */
  meanCredits: number;
  maxCredits: number;
  p50Seconds: number;
}

export function summariseEdits(results: readonly EditResult[]): EditSummary {
  const done = results.filter((result) => result.misses.length === 0).length;
  const seconds = results.map((result) => result.seconds).sort((a, b) => a - b);
  const charged = results.map((result) => result.credits).filter((credits) => credits > 0);
  return {
    edits: results.length,
    done,
    share: results.length === 0 ? 1 : done / results.length,
    chargedForNothing: results.filter((result) =>
      result.misses.some(
        (miss) => miss.includes('charged for a page') || miss.includes('kept for nothing'),
      ),
    ).length,
    meanCredits:
      charged.length === 0
        ? 0
        : charged.reduce((sum, credits) => sum + credits, 0) / charged.length,
    maxCredits: Math.max(0, ...charged),
    p50Seconds: seconds[Math.floor(seconds.length / 2)] ?? 0,
  };
}

export function formatEditReport(results: readonly EditResult[], summary: EditSummary): string {
  const lines = results.map(
    (result) =>
      `${result.misses.length === 0 ? 'ok  ' : 'MISS'} ${result.chain.padEnd(11)} ${result.edit}${result.misses.length ? `\n       ${result.misses.join('\n       ')}` : ''}`,
  );
  lines.push(
    '',
    `Edits: ${summary.done} of ${summary.edits} did what they said with everything else kept (${(summary.share * 100).toFixed(1)}%)`,
    `Charged for an unchanged page: ${summary.chargedForNothing}; charged per edit: mean ${summary.meanCredits.toFixed(1)}, most ${summary.maxCredits} credits; time p50 ${summary.p50Seconds.toFixed(2)} s`,
  );
  return lines.join('\n');
}
