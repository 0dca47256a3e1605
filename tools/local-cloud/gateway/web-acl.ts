import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';

type Statement = CfnWebACL.StatementProperty;
type Rule = CfnWebACL.RuleProperty;

/** What AWS WAF's statements inspect of a request, as it arrives. */
export interface InspectedRequest {
  method: string;
  /** The path without the query string (WAF's `UriPath`). */
  path: string;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string | undefined>>;
}

function resolved<T>(value: T | { resolve?: unknown } | undefined): T | undefined {
  // The firewall's rules are plain objects; a token here would be a rule this stand-in cannot read.
  if (value && typeof value === 'object' && 'resolve' in value) {
    throw new Error('The local firewall reads plain rule statements only');
  }
  return value as T | undefined;
}

function fieldOf(
  field: CfnWebACL.FieldToMatchProperty,
  request: InspectedRequest,
): string | undefined {
  if (resolved(field.uriPath)) return request.path;
  if (resolved(field.method)) return request.method;
  const header = resolved<{ Name?: string; name?: string }>(field.singleHeader);
  if (header) return request.headers[(header.Name ?? header.name ?? '').toLowerCase()];
  throw new Error('The local firewall inspects the path, the method and single headers only');
}

function byteMatches(statement: CfnWebACL.ByteMatchStatementProperty, request: InspectedRequest) {
  const field = resolved<CfnWebACL.FieldToMatchProperty>(statement.fieldToMatch);
  const value = field && fieldOf(field, request);
  if (value === undefined) return false;
  const text = statement.searchString ?? '';
  switch (statement.positionalConstraint) {
    case 'EXACTLY':
      return value === text;
    case 'STARTS_WITH':
      return value.startsWith(text);
    case 'ENDS_WITH':
      return value.endsWith(text);
    case 'CONTAINS':
      return value.includes(text);
    default:
      throw new Error(`The local firewall has no ${statement.positionalConstraint} match`);
  }
}

/**
 * Whether a statement matches a request, as AWS WAF decides it for the statements the product's
 * rules use: byte matches (no text transformation) combined with and, or and not. A rate-based
 * statement matches what its scope-down statement matches: the requests it counts. AWS's managed
 * rule groups match nothing here.
 */
export function statementMatches(statement: Statement, request: InspectedRequest): boolean {
  const byteMatch = resolved<CfnWebACL.ByteMatchStatementProperty>(statement.byteMatchStatement);
  if (byteMatch) return byteMatches(byteMatch, request);
  const and = resolved<CfnWebACL.AndStatementProperty>(statement.andStatement);
  if (and) return (and.statements as Statement[]).every((part) => statementMatches(part, request));
  const or = resolved<CfnWebACL.OrStatementProperty>(statement.orStatement);
  if (or) return (or.statements as Statement[]).some((part) => statementMatches(part, request));
  const not = resolved<CfnWebACL.NotStatementProperty>(statement.notStatement);
  if (not) return !statementMatches(not.statement as Statement, request);
  const rate = resolved<CfnWebACL.RateBasedStatementProperty>(statement.rateBasedStatement);
  if (rate) {
    const scope = resolved<Statement>(rate.scopeDownStatement);
    return scope ? statementMatches(scope, request) : true;
  }
  // AWS's managed lists (bad reputations, known exploits) are not modelled: nothing is on them.
  if (statement.managedRuleGroupStatement) return false;
  throw new Error('The local firewall reads byte matches, and, or, not and rate-based statements');
}

/** The rules whose statement matches the request (rate rules: those that would count it). */
export function matchingRules(rules: readonly Rule[], request: InspectedRequest): Rule[] {
  return rules.filter((rule) => statementMatches(resolved<Statement>(rule.statement)!, request));
}
