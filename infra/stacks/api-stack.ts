import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import {
  functionList,
  functionsInvokedBy,
  type FunctionDefinition,
} from '../../functions/function-list';
import { fallbackFunction, routeTable } from '../../functions/routes';
import { AppFunction, type UserPoolReference } from '../constructs/app-function';
import {
  ProductHttpApi,
  type ApiRoute,
  type JwtSettings,
  type ThrottleSettings,
} from '../constructs/product-http-api';

export interface ApiStackProps extends StackProps {
  table: ITable;
  codeBucket: IBucket;
  /** @default the route table of functions/routes.ts */
  routes?: readonly ApiRoute[];
  /** @default the function list of functions/function-list.ts */
  functions?: Readonly<Record<string, FunctionDefinition>>;
  /** @default `fallbackFunction` of functions/routes.ts */
  fallbackFunctionId?: string;
  /** Required as soon as a route has access `user`. */
  jwt?: JwtSettings;
  /** Required as soon as a function signs people in (`userPool: 'client'`). */
  userPool?: UserPoolReference;
  /** Default route throttling of the stage. @default burst 100, rate 50 per second */
  throttle?: ThrottleSettings;
  /** @default none: the SPA reaches the API through CloudFront on its own origin */
  corsAllowedOrigins?: readonly string[];
  /** Retention of function logs and API access logs. @default one month */
  logRetention?: RetentionDays;
}

/** The request path: one function per HTTP entry of the function list, and the HTTP API. */
export class ApiStack extends Stack {
  readonly functions: Readonly<Record<string, AppFunction>>;
  readonly api: ProductHttpApi;
  /** Host name of the HTTP API, the origin of CloudFront's `/api/*` behaviour. */
  readonly apiDomainName: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const logRetention = props.logRetention ?? RetentionDays.ONE_MONTH;

    const functionsScope = new Construct(this, 'Functions');
    this.functions = Object.fromEntries(
      functionsInvokedBy('httpApi', props.functions ?? functionList).map(
        ([functionId, definition]) => [
          functionId,
          new AppFunction(functionsScope, functionId, {
            definition,
            table: props.table,
            codeBucket: props.codeBucket,
            userPool: props.userPool,
            logRetention,
          }),
        ],
      ),
    );

    this.api = new ProductHttpApi(this, 'Api', {
      routes: props.routes ?? routeTable,
      handlers: Object.fromEntries(
        Object.entries(this.functions).map(([functionId, fn]) => [functionId, fn.function]),
      ),
      fallbackFunctionId: props.fallbackFunctionId ?? fallbackFunction,
      jwt: props.jwt,
      throttle: props.throttle ?? { burstLimit: 100, rateLimit: 50 },
      corsAllowedOrigins: props.corsAllowedOrigins ?? [],
      logRetention,
    });
    this.apiDomainName = this.api.domainName;

    new CfnOutput(this, 'ApiUrl', {
      description: 'The HTTP API endpoint (browsers use it through the distribution, under /api/)',
      value: this.api.stage.url,
    });
  }
}
