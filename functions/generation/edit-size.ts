import type { RunSize } from '../../shared/pricing';
import { REDESIGN, type SelectionInput } from './agent-selection';
import { describesNewSite, readEdit } from './offline/edits/edit-intent';
import type { EditOperation } from './offline/edits/page-edits';

/** Changes that touch a word, a colour or a place on the page and write nothing new. */
const SMALL_CHANGES: ReadonlySet<EditOperation['op']> = new Set([
  'rename',
  'replace-text',
  'set-headline',
  'set-heading',
  'remove-section',
  'move-section',
  'set-contact',
  'set-font',
  'scale-text',
  'swap-sections',
  'add-item',
  'set-price',
  'set-layout',
]);

function isSmallChange(operation: EditOperation): boolean {
  // A colour or light and dark is small; a new mood restyles the page.
  if (operation.op === 'retheme') return operation.mood === undefined;
  return SMALL_CHANGES.has(operation.op);
}

/**
 * What a message is priced as, from its words alone (the quote comes before anything runs): a
 * first build, a new site or a redesign is a build; an edit whose every request is a small change
 * is small; any other edit — a new section, a restyle, a rewording, or words no rule reads — is
 * the larger size. Both engines price by it: the words, not the engine, say how much changes.
 */
export function runSizeOf({ prompt, hasCode }: SelectionInput): RunSize {
  if (!hasCode || describesNewSite(prompt) || REDESIGN.test(prompt)) return 'build';
  const { operations, notUnderstood } = readEdit(prompt, undefined);
  const small =
    operations.length > 0 && notUnderstood.length === 0 && operations.every(isSmallChange);
  return small ? 'small' : 'medium';
}
