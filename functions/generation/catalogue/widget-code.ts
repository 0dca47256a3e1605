/**
 * A widget's code: the markup its behaviour expects, the behaviour, and the probe that proves it
 * works (widgets.ts holds every widget's).
 */
export interface WidgetCode {
  /** The markup the behaviour expects, for the model's prompt. */
  markup: string;
  /** The behaviour: statements run once in the page's script, with `persist` in scope. */
  behaviour: string;
  /** Functions the behaviour calls that other widgets share, put in the script once. */
  helpers?: readonly string[];
  /**
   * The probe: the body of `function (root, wait) { ... }` returning a promise of
   * `{ ok: boolean, detail: string }`; `wait(ms)` resolves after ms.
   */
  probe: string;
}

/** `random(n)`: a whole number below n, from the browser's cryptographic source when it has one. */
export const RANDOM = `
  function random(n) {
    try { var value = new Uint32Array(1); crypto.getRandomValues(value); return value[0] % n; } catch (error) { return Math.floor(Math.random() * n); }
  }
  function shuffled(list) {
    var copy = list.slice();
    for (var i = copy.length - 1; i > 0; i -= 1) { var j = random(i + 1); var held = copy[i]; copy[i] = copy[j]; copy[j] = held; }
    return copy;
  }`;

/** A button of the given text (and accessible name, when it says less than the text). */
export const BUTTON = `
  function button(text, label) {
    var made = document.createElement('button');
    made.type = 'button';
    made.textContent = text;
    if (label) made.setAttribute('aria-label', label);
    return made;
  }`;
