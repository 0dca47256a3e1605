import { createHash } from 'node:crypto';

/**
 * A page check that remembers its last answers, by the page's SHA-256: the page checker's function
 * checks a page in the Testing agent, then scores the same saved page a moment later, and each
 * check is a DOM built in jsdom with axe-core or the page's own scripts run (half a second or more).
 * The check must answer from the page alone. Callers share an answer, so they only read it; a check
 * that fails is forgotten, so the next call runs it again.
 */
export function rememberRecentChecks<T>(
  check: (html: string) => Promise<T>,
  remembered = 8,
): (html: string) => Promise<T> {
  const answers = new Map<string, Promise<T>>();
  return (html) => {
    const key = createHash('sha256').update(html).digest('base64url');
    const known = answers.get(key);
    if (known) {
      // Most recently used last, so the oldest is the first to go.
      answers.delete(key);
      answers.set(key, known);
      return known;
    }
    const answer = check(html);
    answers.set(key, answer);
    answer.catch(() => {
      if (answers.get(key) === answer) answers.delete(key);
    });
    while (answers.size > remembered) {
      const oldest = answers.keys().next().value;
      if (oldest === undefined) break;
      answers.delete(oldest);
    }
    return answer;
  };
}
