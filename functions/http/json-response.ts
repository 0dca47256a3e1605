import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ErrorFields } from './http-error';

export function jsonResponse(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

export function errorResponse(
  statusCode: number,
  detail: string,
  fields: ErrorFields = {},
): APIGatewayProxyStructuredResultV2 {
  return jsonResponse(statusCode, { ...fields, detail }, { 'cache-control': 'no-store' });
}
