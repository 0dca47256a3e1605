import { UnsupportedError } from 'cognito-local/lib/errors.js';
import type { CryptoService } from 'cognito-local/lib/services/crypto.js';
import type { LambdaService } from 'cognito-local/lib/services/index.js';

/** The Lambda client cognito-local's LambdaService is written for (the AWS SDK v2's). */
type TriggerLambdaClient = ConstructorParameters<typeof LambdaService>[1];

interface InvokeParams {
  FunctionName: string;
  InvocationType?: string;
  Payload: string;
}

/**
 * The part of a Lambda client that cognito-local calls to run a trigger, `invoke(params).promise()`,
 * made over the Lambda Invoke API at `endpoint` as AWS's Cognito calls it. cognito-local would
 * bring the whole AWS SDK v2 for it (about half a second of CPU each time a cloud starts).
 */
export function triggerLambdaClient(endpoint: string): TriggerLambdaClient {
  const client = {
    invoke: (params: InvokeParams) => ({ promise: () => invoke(endpoint, params) }),
  };
  // LambdaService calls nothing else of the SDK's client.
  return client as unknown as TriggerLambdaClient;
}

async function invoke(
  endpoint: string,
  { FunctionName, InvocationType = 'RequestResponse', Payload }: InvokeParams,
) {
  const response = await fetch(
    `${endpoint}/2015-03-31/functions/${encodeURIComponent(FunctionName)}/invocations`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-amz-invocation-type': InvocationType },
      body: Payload,
    },
  );
  const body = await response.text();
  if (!response.ok) throw new Error(`Lambda Invoke answered ${response.status}: ${body}`);
  return {
    StatusCode: response.status,
    FunctionError: response.headers.get('x-amz-function-error') ?? undefined,
    Payload: body,
  };
}

/**
 * cognito-local encrypts codes with the AWS Encryption SDK only for a CustomEmailSender trigger,
 * which the product does not have; the SDK is not loaded, and such a trigger is refused.
 */
export const noCustomEmailSender = {
  encrypt: () => Promise.reject(new UnsupportedError('CustomEmailSender trigger')),
} as Pick<CryptoService, 'encrypt'> as CryptoService;
