import type axe from 'axe-core';
import type { ConfigData, HtmlValidate } from 'html-validate';
import type { PageProblem } from './page-problem';
import { importAxe, importHtmlValidate, importJsdom } from './dom-packages';
import { rememberRecentChecks } from './recent-checks';
import { rememberedUntilFailure } from '../../../shared/remembered';

/**
 * html-validate's `recommended` preset: the strictest built-in one (standard plus the
 * accessibility and best-practice rules). Rules turned off are about authoring style only:
 * - no-inline-style: the generator never writes `style` attributes, but a model-written or
 *   user-edited page may, and it is a maintainability choice, not an error for a visitor.
 * - long-title: a site's name is the user's choice; length is a SEO hint, not validity.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    'no-inline-style': 'off',
    'long-title': 'off',
  },
};

let htmlValidate: Promise<HtmlValidate> | undefined;

export async function htmlProblems(html: string): Promise<PageProblem[]> {
  htmlValidate ??= importHtmlValidate().then(
    ({ HtmlValidate }) => new HtmlValidate(HTML_VALIDATE_CONFIG),
  );
  const report = await (await htmlValidate).validateString(html);
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map((message) => ({
        source: 'html-validate' as const,
        rule: message.ruleId,
        message: `${message.message} (line ${message.line}:${message.column})`,
        ...(message.selector ? { selector: message.selector } : {}),
      })),
  );
}

interface AxeWindow {
  axe: typeof axe;
}

type JsdomWindow = InstanceType<Awaited<ReturnType<typeof importJsdom>>['JSDOM']>['window'];

/**
 * One jsdom window with axe-core loaded, kept for every page, each page replacing the document's
 * contents in turn. axe-core in a fresh window per page ran cold every time (its code compiled and
 * optimised again for each window): over 200 generated pages, a fifth slower, with twice the heap.
 */
const warmWindow = rememberedUntilFailure(async () => {
  const [{ JSDOM, VirtualConsole }, axeCore] = await Promise.all([importJsdom(), importAxe()]);
  // jsdom's CSS parser does not know clamp() and friends; its complaints are not page problems.
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    runScripts: 'outside-only',
    pretendToBeVisual: true,
    virtualConsole: new VirtualConsole(),
  });
  window.eval(axeCore.source);
  return { window, axe: (window as unknown as AxeWindow).axe };
});
/** axe-core runs one check at a time in a window; the checks queue here. */
let lastCheck: Promise<unknown> = Promise.resolve();

/** The page's doctype and root element, parsed (its scripts not run) into the warm window. */
function showPage(window: JsdomWindow, html: string): void {
  const { document } = window;
  const parsed = new window.DOMParser().parseFromString(html, 'text/html');
  // One node at a time: a doctype cannot go through the fragment replaceChildren() makes.
  while (document.firstChild) document.firstChild.remove();
  for (const node of [...parsed.childNodes]) document.appendChild(document.adoptNode(node));
}

/**
 * axe-core in jsdom, with the page's own scripts not run. jsdom has no layout, so rules that need
 * rendering (colour-contrast above all) come back 'incomplete' rather than passing or failing;
 * only violations are problems. Contrast is guaranteed by construction (see offline/palette.ts).
 */
export function accessibilityProblems(html: string): Promise<PageProblem[]> {
  const check = lastCheck.then(async () => {
    const { window, axe: pageAxe } = await warmWindow();
    showPage(window, html);
    try {
      const results = await pageAxe.run(window.document, { resultTypes: ['violations'] });
      return results.violations.flatMap((violation) =>
        violation.nodes.map((node) => ({
          source: 'axe-core' as const,
          rule: violation.id,
          message: `${violation.help}: ${node.failureSummary ?? ''}`.trim(),
          selector: node.target.join(' '),
        })),
      );
    } finally {
      showPage(window, '');
    }
  });
  lastCheck = check.catch(() => undefined);
  return check;
}

/**
 * The Testing agent's check: every html-validate error and every axe-core violation. A page checked
 * a moment ago (the Testing agent's last, then the saved page's score) is answered from memory.
 */
export const validatePage: (html: string) => Promise<readonly PageProblem[]> = rememberRecentChecks(
  async (html) => {
    const [markup, accessibility] = await Promise.all([
      htmlProblems(html),
      accessibilityProblems(html),
    ]);
    return [...markup, ...accessibility];
  },
);
