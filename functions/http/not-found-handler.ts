import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { errorResponse } from './json-response';

/** API Gateway's `$default` route: anything no route matches gets the product's JSON 404. */
export const handler = async (): Promise<APIGatewayProxyStructuredResultV2> =>
  errorResponse(404, 'Not found');
