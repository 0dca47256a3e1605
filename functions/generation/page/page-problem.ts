/** A problem the Testing agent found: which checker, which rule, and what it said. */
export interface PageProblem {
  /** Coverage problems are what the page lacks of what was asked (coverage/coverage.ts). */
  source: 'html-validate' | 'axe-core' | 'coverage';
  rule: string;
  message: string;
  selector?: string;
}
