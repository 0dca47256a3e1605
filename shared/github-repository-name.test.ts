import { describe, expect, it } from 'vitest';
import { repositoryNameProblem, suggestedRepositoryName } from './github-repository-name';

describe('repository names', () => {
  it("suggests a project's name as GitHub would keep it", () => {
    expect(suggestedRepositoryName('Café Aroma!')).toBe('Cafe-Aroma');
    expect(suggestedRepositoryName('  Harbour   Cafe / Bar ')).toBe('Harbour-Cafe-Bar');
    expect(suggestedRepositoryName('सरल')).toBe('website');
    expect(suggestedRepositoryName('x'.repeat(140))).toHaveLength(100);
  });

  it('names what is wrong with a name GitHub would refuse', () => {
    expect(repositoryNameProblem('harbour-cafe_2.0')).toBeNull();
    expect(repositoryNameProblem('')).toBe('Repository name is required');
    expect(repositoryNameProblem('a b')).toMatch(/may only contain letters, digits/);
    expect(repositoryNameProblem('..')).toBe('Repository name cannot be . or ..');
    expect(repositoryNameProblem('a'.repeat(101))).toBe(
      'Repository name must be at most 100 characters',
    );
  });
});
