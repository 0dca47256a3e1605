/**
 * A widget's code: the markup its behaviour expects, the behaviour, and the probe that proves it
 * works (widgets.ts holds every widget's).
 */
export interface WidgetCode {
  /** The markup the behaviour expects, for the model's prompt. */
  markup: string;
  /** The behaviour: statements run once in the page's script, with `persist` in scope. */
  behaviour: string;
  /**
   * The probe: the body of `function (root, wait) { ... }` returning a promise of
   * `{ ok: boolean, detail: string }`; `wait(ms)` resolves after ms.
   */
  probe: string;
}
