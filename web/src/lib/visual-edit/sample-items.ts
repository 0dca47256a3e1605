import { sampleItemsOf, wordsOf, type SampleItem } from '../../../../shared/sample-items';
import { outsideRawBlocks } from './page-marks';

/**
 * Sample content on a page: the items it marks `data-sample` (what only the business can state
 * and the person did not give), read from the HTML itself, so a version saved by hand counts as
 * truly as a built one.
 */

const SAMPLE = /\sdata-sample(?=[\s>=/])/g;

function sampleElements(html: string): Element[] {
  return [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('[data-sample]')];
}

/** Each sample item, in page order: its section's heading and its words. */
export function sampleItemsIn(html: string): SampleItem[] {
  return sampleItemsOf(new DOMParser().parseFromString(html, 'text/html'));
}

/**
 * The edited page with the sample mark taken off every item whose words were changed by hand (no
 * item of the page before the edit read like it): what the person wrote is theirs, not sample.
 */
export function settleSamples(before: string, edited: string): string {
  const original = new Set(sampleElements(before).map(wordsOf));
  const replaced = new Set(
    sampleElements(edited).flatMap((element, index) =>
      original.has(wordsOf(element)) ? [] : [index],
    ),
  );
  if (replaced.size === 0) return edited;
  let index = 0;
  return outsideRawBlocks(edited, (shielded) =>
    shielded.replace(SAMPLE, (attribute) => (replaced.has(index++) ? '' : attribute)),
  );
}
