import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionList } from '../../functions/function-list';
import type { ProductApp } from '../create-app';
import {
  appFunctionOf,
  originVerifySecretOf,
  secretGrantsOf,
} from '../../testing/cdk/api-template';
import { expectNoNagFindings, reportFindingsPerStack } from '../../testing/cdk/nag-findings';
import { statementsGrantedTo } from '../../testing/cdk/template-queries';
import { buildTestApp, githubSaveContext, templateOf } from '../../testing/cdk/test-app';
import { GITHUB_TOKEN_KEY_ACTIONS } from './github-token-key';

const saveFunction = { Description: functionList.github.description };

describe('save to GitHub, turned on', () => {
  let product: ProductApp;
  let template: Template;
  let tokenKey: unknown;

  beforeAll(() => {
    product = buildTestApp({ context: { ...reportFindingsPerStack, ...githubSaveContext } });
    template = templateOf(product.api);
    const settings = product.api.githubSave;
    if (!settings) throw new Error('Save to GitHub is on: the API stack has its token key');
    tokenKey = product.api.resolve(settings.tokenKey.key.keyArn);
  });

  it('has a symmetric key, rotated, that seals the tokens', () => {
    template.hasResource('AWS::KMS::Key', {
      Properties: Match.objectLike({
        EnableKeyRotation: true,
        KeySpec: Match.absent(),
        Description: Match.stringLikeRegexp('Save to GitHub'),
      }),
      DeletionPolicy: 'Delete',
    });
  });

  it('lets the save function encrypt and decrypt with it, and nothing more of KMS', () => {
    const role = appFunctionOf(product, 'github').role;
    const kmsGrants = statementsGrantedTo(template, product.api, role).filter((statement) =>
      statement.actions.some((action) => action.startsWith('kms:')),
    );
    expect(kmsGrants).toEqual([
      { actions: [...GITHUB_TOKEN_KEY_ACTIONS].sort(), resource: tokenKey },
    ]);
  });

  it('lets no other function use the token key', () => {
    for (const functionId of Object.keys(product.api.functions)) {
      if (functionId === 'github') continue;
      const statements = statementsGrantedTo(
        template,
        product.api,
        appFunctionOf(product, functionId).role,
      );
      const naming = statements.filter(
        (statement) => JSON.stringify(statement.resource) === JSON.stringify(tokenKey),
      );
      expect([functionId, naming]).toEqual([functionId, []]);
    }
  });

  it("reads its OAuth App's secret, by ARN, and no other secret but the origin check's", () => {
    const secrets = secretGrantsOf(product, template, 'github')
      .flatMap((grant) => [grant.resource].flat())
      .map((resource) => JSON.stringify(resource));
    expect(secrets).toHaveLength(2);
    expect(secrets).toContain(JSON.stringify(originVerifySecretOf(product)));
    expect(secrets.some((resource) => resource.includes('github-repo-client-secret'))).toBe(true);
  });

  it("tells the function its OAuth App, its key and the app's address; GitHub itself by default", () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      ...saveFunction,
      Environment: {
        Variables: Match.objectLike({
          GITHUB_REPO_CLIENT_ID: githubSaveContext.githubRepoClientId,
          GITHUB_REPO_CLIENT_SECRET_ARN: Match.anyValue(),
          GITHUB_REPO_CLIENT_SECRET: Match.absent(),
          GITHUB_REPO_TOKEN_KEY_ID: tokenKey,
          APP_URL: githubSaveContext.appUrl,
          GITHUB_OAUTH_URL: Match.absent(),
          GITHUB_API_URL: Match.absent(),
        }),
      },
    });
  });

  it("reads the projects' uploads and versions, and writes none of either bucket", () => {
    const role = appFunctionOf(product, 'github').role;
    const s3 = statementsGrantedTo(template, product.api, role).filter((statement) =>
      statement.actions.some((action) => action.startsWith('s3:')),
    );
    const uploads = s3.filter((statement) =>
      JSON.stringify(statement.resource).includes('_uploads/*'),
    );
    expect(uploads.map((statement) => statement.actions)).toEqual([['s3:GetObject']]);
    expect(
      s3.flatMap((statement) => statement.actions).filter((action) => /Put|Delete/.test(action)),
    ).toEqual([]);
  });

  it('leaves no cdk-nag finding unsuppressed in the API stack', () => {
    expectNoNagFindings(product.api);
  });
});

describe('save to GitHub, not configured', () => {
  it('creates no key and tells the function nothing, so it says it is not available', () => {
    const product = buildTestApp();
    const template = templateOf(product.api);

    expect(product.api.githubSave).toBeUndefined();
    template.hasResourceProperties('AWS::Lambda::Function', {
      ...saveFunction,
      Environment: {
        Variables: Match.objectLike({
          GITHUB_REPO_CLIENT_ID: Match.absent(),
          GITHUB_REPO_TOKEN_KEY_ID: Match.absent(),
        }),
      },
    });
  });

  it('refuses half a configuration, naming what is missing', () => {
    expect(() =>
      buildTestApp({ context: { githubRepoClientId: githubSaveContext.githubRepoClientId } }),
    ).toThrow(/githubRepoClientSecretName and appUrl/);
  });
});
