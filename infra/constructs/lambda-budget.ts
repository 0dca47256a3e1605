import type { FunctionDefinition } from '../../functions/function-list';

/** What a function may weigh unzipped (code, source map, node_modules) and take to import. */
export interface LambdaBudget {
  maxBytes: number;
  maxImportMs: number;
}

const MB = 1024 * 1024;

/**
 * Issue #20's targets: a cold start imports a function's module before its first answer, so
 * every function stays small and quick to import; one that checks pages in a DOM ships jsdom
 * beside its bundle (loaded on first use, not at import) and may weigh more.
 */
export const LAMBDA_BUDGET: LambdaBudget = { maxBytes: 3 * MB, maxImportMs: 150 };
export const DOM_LAMBDA_BUDGET: LambdaBudget = { maxBytes: 25 * MB, maxImportMs: 150 };

/** The function's budget; a function the list does not know gets the ordinary one. */
export function lambdaBudgetOf(definition: FunctionDefinition | undefined): LambdaBudget {
  return definition?.checksPages ? DOM_LAMBDA_BUDGET : LAMBDA_BUDGET;
}
