import * as z from '../../../shared/zod';
import { AGENT_NAMES, PROJECT_MODEL, type AgentName } from '../../../shared/constants';
import { agentsForRun } from '../agent-selection';
import type { AgentModels } from '../models/agent-models';
import { offlineModels } from '../offline/offline-models';
import { createAgentWork } from './agent-work';
import { writtenPage } from './written-page';
import type { Artefacts } from './artefacts';
import { initialPipelineState, type PipelineRun } from './pipeline-state';

/** Artefacts kept in memory: what the agents hand each other, without a bucket. */
export function memoryArtefacts(): Artefacts {
  const objects = new Map<string, string>();
  const put = async (key: string, body: string) => {
    objects.set(key, body);
    return key;
  };
  const getText = async (key: string) => {
    const body = objects.get(key);
    if (body === undefined) throw new Error(`Artefact ${key} is missing`);
    return body;
  };
  return {
    putJson: (key: string, value: unknown) => put(key, JSON.stringify(value)),
    putHtml: put,
    async getJson<S extends z.core.$ZodType>(key: string, schema: S): Promise<z.output<S>> {
      return z.parse(schema, JSON.parse(await getText(key)));
    },
    getText,
    async remove(keys) {
      for (const key of keys) objects.delete(key);
    },
  };
}

export interface AgentsRequest {
  prompt: string;
  models?: AgentModels;
  /** The page an edit starts from; none for a first build. */
  baseHtml?: string;
  /** The agents to run; by default those the product chooses for the message. */
  agents?: readonly AgentName[];
}

export interface AgentsResult {
  /** The page the run ends with (what the finish saves as the new version). */
  html: string;
  /** The page as each agent that wrote one left it. */
  pages: Partial<Record<AgentName, string>>;
  /** Each agent's line for the status log. */
  summaries: Partial<Record<AgentName, string>>;
  agents: readonly AgentName[];
}

/**
 * One run of the deployed pipeline's agent work (the functions each state machine Task calls), in
 * memory and in the state machine's order: what a build or an edit produces, without the table,
 * the bucket or the socket around it.
 */
export async function runAgents(request: AgentsRequest): Promise<AgentsResult> {
  const hasCode = request.baseHtml !== undefined;
  const agents = request.agents ?? agentsForRun({ prompt: request.prompt, hasCode }, undefined);
  const artefacts = memoryArtefacts();
  const models = request.models ?? offlineModels;
  const work = createAgentWork({
    models,
    groundwork: offlineModels,
    artefacts,
    readCode: async () => request.baseHtml ?? null,
  });
  const run: PipelineRun = {
    generationId: 'run',
    userId: 'user',
    projectId: 'project',
    prompt: request.prompt,
    model: PROJECT_MODEL,
    agents: [...agents],
    chosen: Object.fromEntries(AGENT_NAMES.map((name) => [name, agents.includes(name)])) as Record<
      AgentName,
      boolean
    >,
    lines: agents.map((name) => ({ name, cost: 0 })),
    modelCost: 0,
    total: 0,
    baseCodeKey: hasCode ? 'base.html' : null,
    startedAt: new Date(0).toISOString(),
  };
  let state = initialPipelineState(run);
  const pages: AgentsResult['pages'] = {};
  const summaries: AgentsResult['summaries'] = {};
  for (const agent of AGENT_NAMES.filter((name) => agents.includes(name))) {
    const done = await work.run(agent, state, async () => undefined);
    state = { ...state, work: done.work };
    summaries[agent] = done.summary;
    const page = await writtenPage(artefacts, done.work.artefacts);
    if (page !== null) pages[agent] = page;
  }
  const html = (await writtenPage(artefacts, state.work.artefacts)) ?? request.baseHtml ?? '';
  return { html, pages, summaries, agents };
}
