import { withoutHiddenCharacters } from './visible-text';

/**
 * GitHub's rules for a repository's name, checked before GitHub is asked, and the name the app
 * suggests for a project's repository.
 */

export const GITHUB_REPOSITORY_NAME_MAX = 100;
/** Letters, digits, `-`, `_` and `.`: what GitHub keeps of a name. */
export const GITHUB_REPOSITORY_NAME_CHARACTERS = /^[A-Za-z0-9._-]+$/;
/** A login (user or organisation): letters, digits and single hyphens, at most 39. */
export const GITHUB_LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;

/** What is wrong with a name, in words a person can act on; null for a name GitHub takes. */
export function repositoryNameProblem(name: string): string | null {
  if (name === '') return 'Repository name is required';
  if (name.length > GITHUB_REPOSITORY_NAME_MAX) {
    return `Repository name must be at most ${GITHUB_REPOSITORY_NAME_MAX} characters`;
  }
  if (!GITHUB_REPOSITORY_NAME_CHARACTERS.test(name)) {
    return 'Repository name may only contain letters, digits, hyphens (-), underscores (_) and dots (.)';
  }
  if (name === '.' || name === '..') return 'Repository name cannot be . or ..';
  return null;
}

/**
 * A repository name for a project: its name with every run of other characters as one hyphen,
 * as GitHub itself would turn it (`Café Aroma!` → `Caf-Aroma`), cut to GitHub's limit.
 */
export function suggestedRepositoryName(projectName: string): string {
  const name = withoutHiddenCharacters(projectName)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, GITHUB_REPOSITORY_NAME_MAX)
    .replace(/[-.]+$/, '');
  return name || 'website';
}
