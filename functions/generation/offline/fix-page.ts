import type { FixResult } from '../models/agent-models';
import type { PageProblem } from '../page/page-problem';
import { importJsdom } from '../page/dom-packages';

/** Boolean attributes as the DOM serialises them, with an empty value. */
const BOOLEAN_VALUES =
  /\s(required|novalidate|disabled|checked|selected|hidden|multiple|readonly|autofocus|open|defer|async|inert|default|reversed|formnovalidate|itemscope|playsinline|muted|loop|controls|autoplay)=""/g;

/**
 * The offline fix-up: repairs the problems that have one safe mechanical fix, whoever wrote the
 * page. Anything else is left as it is and named in the notes.
 */
export async function fixPage(html: string, problems: readonly PageProblem[]): Promise<FixResult> {
  if (problems.length === 0) return { html, notes: ['No problems to fix.'] };
  const { JSDOM } = await importJsdom();
  const dom = new JSDOM(html);
  const { document } = dom.window;
  const notes: string[] = [];
  const note = (text: string, count: number): void => {
    if (count > 0) notes.push(`${text} (${count}).`);
  };

  if (!document.documentElement.getAttribute('lang')) {
    document.documentElement.setAttribute('lang', 'en');
    notes.push('Set the page language.');
  }
  const images = [...document.querySelectorAll('img:not([alt])')];
  images.forEach((img) => img.setAttribute('alt', ''));
  note('Marked images without alt text as decorative', images.length);

  const buttons = [...document.querySelectorAll('button:not([type])')];
  buttons.forEach((button) =>
    button.setAttribute('type', button.closest('form') ? 'submit' : 'button'),
  );
  note('Gave buttons an explicit type', buttons.length);

  const svgs = [...document.querySelectorAll('svg:not([role]):not([aria-hidden])')];
  svgs.forEach((svg) => svg.setAttribute('aria-hidden', 'true'));
  note('Hid unlabelled SVG art from assistive technology', svgs.length);

  const seen = new Set<string>();
  let renamed = 0;
  for (const element of document.querySelectorAll('[id]')) {
    let id = element.id;
    if (!seen.has(id)) {
      seen.add(id);
      continue;
    }
    for (let n = 2; seen.has(id); n++) id = `${element.id}-${n}`;
    element.id = id;
    seen.add(id);
    renamed++;
  }
  note('Renamed duplicate ids', renamed);

  // The DOM writes a boolean attribute with an empty value (required=""); HTML's own style, which
  // the page checks hold it to, writes it bare.
  const fixed = `<!DOCTYPE html>\n${document.documentElement.outerHTML.replace(BOOLEAN_VALUES, ' $1')}\n`;
  dom.window.close();
  const unfixed = problems.length - notes.length;
  if (unfixed > 0) notes.push('Some problems need a person or a model to fix them.');
  return { html: fixed, notes };
}
