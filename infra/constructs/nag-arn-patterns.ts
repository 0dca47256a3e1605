/**
 * Pieces of regular expressions for cdk-nag suppressions' `appliesTo`, matching ARNs as cdk-nag
 * writes them in the findings of an env-agnostic stack and of one with an explicit region.
 */

/**
 * How cdk-nag writes the ARN of a resource we reference: `<LogicalId.Arn>`, the import of another
 * stack's export (`Stack-Name:ExportsOutputFnGetAtt…Arn…`, a strong reference), or the intrinsic
 * of a reference across regions (e.g. `{"Fn::GetStackOutput":…}`). Literal ARNs (`arn:…:*`) do
 * not match, so a suppression using it cannot hide a blanket grant.
 */
export const referencedArn =
  '(<[A-Za-z0-9]+\\.Arn>|[A-Za-z][A-Za-z0-9-]*:ExportsOutputFnGetAtt[A-Za-z0-9]+Arn[A-Za-z0-9]+|\\{"Fn::[A-Za-z]+":.*\\})';

/** A stack with an explicit region (needed with a sites domain) writes partition and region out. */
export const partitionInArn = '(<AWS::Partition>|aws[a-z-]*)';
export const regionInArn = '(<AWS::Region>|[a-z]{2}(-[a-z]+)+-\\d)';
