import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with one plain line, `vitest: N passed, N failed, N skipped`, that CI tooling can
 * read whatever the default reporter's formatting.
 */
export class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const count = (state: 'passed' | 'failed' | 'skipped') =>
      testModules.reduce((sum, module) => sum + [...module.children.allTests(state)].length, 0);
    // A file that fails to load or whose hooks throw has no failed test to count; count the file.
    const brokenModules = testModules.filter(
      (module) =>
        module.state() === 'failed' && [...module.children.allTests('failed')].length === 0,
    ).length;
    console.log(
      `\nvitest: ${count('passed')} passed, ${count('failed') + brokenModules} failed, ${count('skipped')} skipped`,
    );
  }
}
