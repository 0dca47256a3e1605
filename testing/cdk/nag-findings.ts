import type { Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';

/**
 * With this flag on (as in cdk.json) any error annotation makes synthesis throw for the whole app;
 * off, each stack's findings are listed by `expectNoNagFindings`. Templates are the same either way.
 */
export const reportFindingsPerStack = { '@aws-cdk/core:annotationsInValidationReport': false };

/** The stack has no cdk-nag AwsSolutions finding left unsuppressed, error or warning. */
export function expectNoNagFindings(stack: Stack): void {
  const finding = Match.stringLikeRegexp('AwsSolutions-.*');
  const annotations = Annotations.fromStack(stack);
  expect(annotations.findError('*', finding)).toEqual([]);
  expect(annotations.findWarning('*', finding)).toEqual([]);
}
