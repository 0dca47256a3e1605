import type { FormField } from '../../catalogue/kinds';
import { escapeHtml as e } from '../html';

/**
 * A form to the catalogue's conventions: a visible label per field, an error element after each,
 * a status element for the confirmation, and `data-widget="form"` so the behaviour validates it.
 */
export function formMarkup(
  id: string,
  fields: readonly FormField[],
  submit: string,
  thanks: string,
  words: { optional: string } = { optional: '(optional)' },
): string {
  const controls = fields.map((field) => {
    const fieldId = `${id}-${field.name}`;
    const required = field.required ? ' required' : '';
    const autocomplete = field.autocomplete ? ` autocomplete="${field.autocomplete}"` : '';
    const label = `<label for="${fieldId}">${e(field.label)}${field.required ? '' : ` <span class="muted">${e(words.optional)}</span>`}</label>`;
    let control: string;
    switch (field.type) {
      case 'textarea':
        control = `<textarea id="${fieldId}" name="${field.name}" rows="4"${required}></textarea>`;
        break;
      case 'select':
        control = `<select id="${fieldId}" name="${field.name}"${required}><option value="">Choose…</option>${(field.options ?? []).map((option) => `<option>${e(option)}</option>`).join('')}</select>`;
        break;
      case 'checkbox':
        return `<div class="check"><input id="${fieldId}" name="${field.name}" type="checkbox"${required}> ${label}<span class="error" id="${fieldId}-error"></span></div>`;
      case 'number':
        control = `<input id="${fieldId}" name="${field.name}" type="number" inputmode="numeric"${field.min === undefined ? '' : ` min="${field.min}"`}${field.max === undefined ? '' : ` max="${field.max}"`}${required}>`;
        break;
      default:
        control = `<input id="${fieldId}" name="${field.name}" type="${field.type}"${autocomplete}${required}>`;
    }
    return `<div>${label}${control}<span class="error" id="${fieldId}-error"></span></div>`;
  });
  return `<form id="${id}-form" class="site-form" data-widget="form" data-thanks="${e(thanks)}" action="#${id}" method="post" novalidate>${controls.join('')}<button type="submit" class="primary">${e(submit)}</button><p id="${id}-status" class="form-status" role="status"></p></form>`;
}
