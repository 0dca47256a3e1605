import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Typical seconds per test file, by "project:path", as `npm run test:durations` last wrote them. */
const TYPICAL_SECONDS = JSON.parse(
  readFileSync(new URL('./file-durations.json', import.meta.url), 'utf8'),
) as Readonly<Record<string, number>>;

/**
 * Vitest's order, with the longest files first even on a clean clone. Vitest orders a project's
 * files by the durations it remembers from the last run on this machine, and with none (CI's clean
 * clone) by size; then a long file may start last and run alone while the other workers idle (on
 * two cores that cost about 40 s of the run). Where this machine remembers no run, the committed
 * typical durations stand in. Groups and projects keep Vitest's order; failed files still go first.
 */
export class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const key = (spec: TestSpecification) =>
      `${spec.project.name}:${relative(config.root, spec.moduleId)}`;
    // A file neither the cache nor the list knows (a new one) goes first, as Vitest runs them.
    const seconds = (spec: TestSpecification) => {
      const remembered = cache.getFileTestResults(key(spec))?.duration;
      return remembered === undefined
        ? (TYPICAL_SECONDS[key(spec)] ?? Number.POSITIVE_INFINITY)
        : remembered / 1000;
    };
    const failed = (spec: TestSpecification) =>
      cache.getFileTestResults(key(spec))?.failed ?? false;
    // Between files known to neither, the larger first, as Vitest orders them.
    const size = (spec: TestSpecification) => cache.getFileStats(key(spec))?.size ?? 0;
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        a.project.name.localeCompare(b.project.name) ||
        Number(!a.project.config.isolate) - Number(!b.project.config.isolate) ||
        Number(failed(b)) - Number(failed(a)) ||
        seconds(b) - seconds(a) ||
        size(b) - size(a),
    );
  }
}
