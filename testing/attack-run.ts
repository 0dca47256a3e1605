import { seededRandom, type SeededRandom } from '../functions/generation/offline/seeded-random';

/**
 * What the slow lane's attack files share: a seed to replay a run (ATTACK_SEED), a clock for the
 * file's time bound, and one line of figures per attack, as the fuzz test prints its own.
 */
export interface AttackRun {
  seed: string;
  random: SeededRandom;
  /** Milliseconds since the run started. */
  elapsed(): number;
  /** Whether the run is still within its time bound. */
  inTime(): boolean;
  /** Prints `attack <name> (seed …): <figures> in <seconds> s`. */
  report(name: string, figures: string): void;
  /** Tries each in turn over `concurrency` workers, as long as the run is within its bound. */
  each<Try>(
    tries: readonly Try[],
    concurrency: number,
    attempt: (next: Try) => Promise<void>,
  ): Promise<void>;
}

export function startAttackRun(timeLimitMs: number): AttackRun {
  const seed = process.env.ATTACK_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
  const startedAt = Date.now();
  const elapsed = () => Date.now() - startedAt;
  const inTime = () => elapsed() < timeLimitMs;
  return {
    seed,
    random: seededRandom(seed),
    elapsed,
    inTime,
    report: (name, figures) =>
      console.log(
        `attack ${name} (seed ${seed}): ${figures} in ${(elapsed() / 1000).toFixed(1)} s`,
      ),
    async each(tries, concurrency, attempt) {
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (inTime() && next < tries.length) {
            const item = tries[next++];
            if (item === undefined) break;
            await attempt(item);
          }
        }),
      );
    },
  };
}

/** Counts of answers by key (a status, a refusal), printed as `key: count, …`. */
export class Tally {
  private readonly counts = new Map<string, number>();
  add(key: string | number): void {
    this.counts.set(String(key), (this.counts.get(String(key)) ?? 0) + 1);
  }
  get total(): number {
    return [...this.counts.values()].reduce((sum, count) => sum + count, 0);
  }
  toString(): string {
    return [...this.counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, count]) => `${key}: ${count}`)
      .join(', ');
  }
}
