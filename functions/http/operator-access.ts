import { OPERATORS_GROUP } from '../../shared/constants';

export const NOT_AN_OPERATOR_MESSAGE = 'Only the operators may do this.';

/**
 * Whether a verified token's claims name the operators' group. API Gateway's JWT authorizer hands
 * a list claim on as text (`[operators support]`); a claim still a list is read as one too.
 */
export function isOperator(claims: Readonly<Record<string, unknown>>): boolean {
  const groups = claims['cognito:groups'];
  const names = Array.isArray(groups)
    ? groups
    : typeof groups === 'string'
      ? groups.replace(/^\[|\]$/g, '').split(/[\s,]+/)
      : [];
  return names.includes(OPERATORS_GROUP);
}
