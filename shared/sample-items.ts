/**
 * Sample content on a page: the items it marks `data-sample` (what only the business can state
 * and the person did not give), each with its section's heading and its words as they read, its
 * parts apart ("Starter ₹699 per month", not "Starter₹699"). Read from a parsed page: the coverage
 * check's (jsdom) and the app's (the browser's parser) alike.
 */
export interface SampleItem {
  section: string;
  text: string;
}

/** An element's words with a space between its parts. */
export function wordsOf(element: Element): string {
  const parts: string[] = [];
  const walker = element.ownerDocument.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    parts.push(node.textContent ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

export function sampleItemsOf(document: Document): SampleItem[] {
  return [...document.querySelectorAll('[data-sample]')].map((element) => ({
    section: (element.closest('[data-kind]')?.querySelector('h2, h1')?.textContent ?? '').trim(),
    text: wordsOf(element),
  }));
}
