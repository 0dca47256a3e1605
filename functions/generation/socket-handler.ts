import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import * as z from '../../shared/zod';
import { idTokenVerifierFromEnvironment } from '../auth/id-token-verifier';
import { createTableClient } from '../lib/dynamo-client';
import { optionalEndpoint, readEnvironment } from '../lib/environment';
import { businessMetrics, observed } from '../lib/observability';
import { createGenerationRuns } from './generation-runs';
import {
  createConnectionCloser,
  createConnectionPoster,
  createConnections,
  createProjectNotifier,
} from './pipeline/connections';
import { createGenerationRecords } from './pipeline/generation-records';
import { isRunStartSweep, sweepDeadlineOf, type RunStartSweepEvent } from './run-start-sweep';
import { createSocketService, type SocketEvent } from './socket-service';
import { generationEngine } from './models/model-settings';

const config = readEnvironment(
  z.object({
    GENERATION_STATE_MACHINE_ARN: z.string().check(z.startsWith('arn:')),
    STEPFUNCTIONS_ENDPOINT: optionalEndpoint,
  }),
);
const table = createTableClient();
const connections = createConnections(table);
const stepFunctions = new SFNClient({ endpoint: config.STEPFUNCTIONS_ENDPOINT });

const service = createSocketService({
  table,
  connections,
  notifier: createProjectNotifier(connections, createConnectionPoster()),
  verifyToken: idTokenVerifierFromEnvironment(),
  disconnect: createConnectionCloser(),
  records: createGenerationRecords(table),
  runs: createGenerationRuns(table),
  startExecution: async (name, state) => {
    await stepFunctions.send(
      new StartExecutionCommand({
        stateMachineArn: config.GENERATION_STATE_MACHINE_ARN,
        name,
        input: JSON.stringify(state),
      }),
    );
  },
  metrics: businessMetrics,
  engine: generationEngine(process.env),
  clock: () => new Date(),
});

/** A WebSocket route's event, or the schedule's sweep of runs left unstarted. */
export const handler = observed(
  async (event: SocketEvent | RunStartSweepEvent) => {
    if (isRunStartSweep(event)) {
      const swept = await service.startOverdueRuns(sweepDeadlineOf(event));
      return { statusCode: 200, body: JSON.stringify(swept) };
    }
    return service.handle(event);
  },
  (event) =>
    isRunStartSweep(event)
      ? {}
      : {
          requestId: event.requestContext.requestId,
          projectId: event.queryStringParameters?.projectId,
        },
);
