/** What changed between two versions of a page, as a person reads it. */
export interface PageChanges {
  /** Lines of text the newer page no longer has, and the ones it has that the older did not. */
  removed: string[];
  added: string[];
  /** The look changed (the stylesheet), with no line of text changed for it. */
  styles: boolean;
  /** The sections came in another order. */
  reordered: boolean;
}

const LINE_ELEMENTS =
  'h1,h2,h3,h4,p,li,a,button,summary,dt,dd,label,blockquote,figcaption,th,td,address,option';

interface PageReading {
  lines: string[];
  styles: string;
  sections: string[];
}

function read(html: string): PageReading {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const lines: string[] = [];
  for (const element of document.body.querySelectorAll(LINE_ELEMENTS)) {
    if (element.querySelector(LINE_ELEMENTS)) continue;
    const line = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (line) lines.push(line);
  }
  return {
    lines,
    styles: [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n'),
    sections: [...document.querySelectorAll('section[id]')].map((section) => section.id),
  };
}

/** Each line of `from` that `against` does not have, counting repeats. */
function missing(from: readonly string[], against: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const line of against) left.set(line, (left.get(line) ?? 0) + 1);
  const out: string[] = [];
  for (const line of from) {
    const count = left.get(line) ?? 0;
    if (count > 0) left.set(line, count - 1);
    else out.push(line);
  }
  return out;
}

export function pageChanges(before: string, after: string): PageChanges {
  const was = read(before);
  const now = read(after);
  const kept = now.sections.filter((id) => was.sections.includes(id));
  const keptBefore = was.sections.filter((id) => now.sections.includes(id));
  return {
    removed: missing(was.lines, now.lines),
    added: missing(now.lines, was.lines),
    styles: was.styles !== now.styles,
    reordered: kept.join(' ') !== keptBefore.join(' '),
  };
}
