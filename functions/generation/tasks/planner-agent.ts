import { agentTaskHandler } from './agent-task-handler';

export const handler = agentTaskHandler('Planner');
