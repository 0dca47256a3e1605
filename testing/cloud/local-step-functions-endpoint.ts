import {
  DescribeExecutionCommand,
  SFNClient,
  type DescribeExecutionCommandOutput,
} from '@aws-sdk/client-sfn';
import {
  startLocalGateway,
  type LocalGatewayStepFunctions,
} from '../../tools/local-cloud/gateway/local-gateway';
import { newControlToken } from '../../tools/local-cloud/gateway/control-token';
import { LOCAL_REGION } from '../../tools/local-cloud/stepfunctions/asl';
import { STATES_PATH } from '../../tools/local-cloud/stepfunctions/local-step-functions';

export interface LocalStepFunctionsEndpoint {
  /** An SDK client of the gateway's Step Functions API, as a function would use it. */
  sfn: SFNClient;
  close(): Promise<void>;
}

/** A local gateway serving only the given state machines, and a Step Functions client for it. */
export async function startLocalStepFunctionsEndpoint(
  stepFunctions: LocalGatewayStepFunctions,
): Promise<LocalStepFunctionsEndpoint> {
  const gateway = await startLocalGateway({
    host: '127.0.0.1',
    port: 0,
    web: 'none',
    controlToken: newControlToken(),
    stepFunctions,
  });
  const sfn = new SFNClient({
    endpoint: `http://127.0.0.1:${gateway.port}${STATES_PATH}`,
    region: LOCAL_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return {
    sfn,
    async close() {
      sfn.destroy();
      await gateway.close();
    },
  };
}

/** Describes the execution once it is no longer RUNNING, polling every 20 ms `attempts` times. */
export async function settledExecution(
  sfn: SFNClient,
  executionArn: string | undefined,
  attempts = 200,
): Promise<DescribeExecutionCommandOutput> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const execution = await sfn.send(new DescribeExecutionCommand({ executionArn }));
    if (execution.status !== 'RUNNING') return execution;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${executionArn} is still running`);
}
