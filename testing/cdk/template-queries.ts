import type { Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import { z } from 'zod';

const refSchema = z.object({ Ref: z.string() });
const policySchema = z.object({
  Properties: z.object({
    PolicyDocument: z.object({
      Statement: z.array(
        z.object({ Action: z.union([z.string(), z.array(z.string())]), Resource: z.unknown() }),
      ),
    }),
  }),
});

/** The logical id behind a token that resolves to `{ Ref: id }` (names of logs, roles, …). */
export function logicalIdOfRef(stack: Stack, token: string): string {
  return refSchema.parse(stack.resolve(token)).Ref;
}

/** An allow of the role's inline policies: its actions, and its resource as the template has it. */
export interface GrantedStatement {
  actions: string[];
  resource: unknown;
}

/** Every statement of the role's inline policies. */
export function statementsGrantedTo(template: Template, stack: Stack, role: IRole) {
  const policies = template.findResources('AWS::IAM::Policy', {
    Properties: { Roles: Match.arrayWith([stack.resolve(role.roleName)]) },
  });
  return Object.values(policies).flatMap((policy) =>
    policySchema
      .parse(policy)
      .Properties.PolicyDocument.Statement.map((statement): GrantedStatement => ({
        actions: [statement.Action].flat(),
        resource: statement.Resource,
      })),
  );
}

/** Every IAM action the role's inline policies allow. */
export function actionsGrantedTo(template: Template, stack: Stack, role: IRole): string[] {
  return statementsGrantedTo(template, stack, role).flatMap((statement) => statement.actions);
}
