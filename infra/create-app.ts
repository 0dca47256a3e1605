import { App, Aspects, Tags } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { FunctionDefinition } from '../functions/function-list';
import type { ApiRoute, JwtSettings } from './constructs/product-http-api';
import { ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { WebStack } from './stacks/web-stack';

export interface CreateAppProps {
  /** Context for the App; the CDK CLI supplies cdk.json's own, tests pass theirs. */
  context?: Record<string, unknown>;
  /** Overrides of what the API is made of; the defaults are the real route table and list. */
  routes?: readonly ApiRoute[];
  functions?: Readonly<Record<string, FunctionDefinition>>;
  fallbackFunctionId?: string;
  jwt?: JwtSettings;
  /** @default `web/dist` */
  spaAssetsPath?: string;
}

export interface ProductApp {
  app: App;
  data: DataStack;
  api: ApiStack;
  web: WebStack;
}

const defaultStackPrefix = 'WebsiteBuilder';

/**
 * The whole deployment, stacks split by lifecycle: data (retained state), API (request path) and
 * web (what browsers load). Env-agnostic, so `cdk synth` needs no AWS account or credentials.
 */
export function createApp(props: CreateAppProps = {}): ProductApp {
  const app = new App({ context: props.context });
  const prefix = stackPrefixOf(app);

  const data = new DataStack(app, `${prefix}-Data`, {
    description: 'Website builder: DynamoDB table and generated-code bucket (retained)',
  });
  const api = new ApiStack(app, `${prefix}-Api`, {
    description: 'Website builder: Lambda functions and HTTP API',
    table: data.table,
    codeBucket: data.codeBucket,
    routes: props.routes,
    functions: props.functions,
    fallbackFunctionId: props.fallbackFunctionId,
    jwt: props.jwt,
  });
  const web = new WebStack(app, `${prefix}-Web`, {
    description: 'Website builder: SPA bucket and CloudFront distribution (SPA and /api/*)',
    apiDomainName: api.apiDomainName,
    spaAssetsPath: props.spaAssetsPath,
  });

  Tags.of(app).add('project', prefix);
  Aspects.of(app).add(new AwsSolutionsChecks());
  return { app, data, api, web };
}

function stackPrefixOf(app: App): string {
  const value: unknown = app.node.tryGetContext('stackPrefix') ?? defaultStackPrefix;
  if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9-]*$/.test(value)) {
    throw new Error(
      `Context "stackPrefix" must be letters, digits and hyphens, starting with a letter; got ${JSON.stringify(value)}.`,
    );
  }
  return value;
}
