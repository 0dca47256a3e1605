/** How many next steps the chat box offers. */
const SHOWN = 3;

/**
 * Three next steps that fit the page on show, as messages ready to send: a section it lacks
 * (questions, a contact form), its look the other way (dark or light), warmer colours. Each is
 * a change the editor makes without a model too; none asks for a fact only the user can give.
 */
export function nextSteps(html: string): string[] {
  const kinds = new Set([...html.matchAll(/\sdata-kind="([a-z-]+)"/g)].map((match) => match[1]));
  const dark = /:root\s*\{[^}]*color-scheme:\s*dark/.test(html);
  const steps = [
    kinds.has('faq') || /<h2[^>]*>[^<]*(?:questions|FAQ)/i.test(html) ? null : 'Add a FAQ section',
    kinds.has('contact') || /<form\b/i.test(html) ? null : 'Add a contact form',
    dark ? 'Switch to a light theme' : 'Switch to a dark theme',
    'Make the colours warmer',
  ];
  return steps.filter((step): step is string => step !== null).slice(0, SHOWN);
}
