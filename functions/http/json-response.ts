import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

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
): APIGatewayProxyStructuredResultV2 {
  return jsonResponse(statusCode, { detail }, { 'cache-control': 'no-store' });
}
