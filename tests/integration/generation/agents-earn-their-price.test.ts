import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listTransactionsResponseSchema } from '../../../shared/api/credits-schemas';
import { createProjectResponseSchema } from '../../../shared/api/project-schemas';
import type { CompleteMessage, StatusMessage } from '../../../shared/api/socket-schemas';
import { AGENT_NAMES, type AgentName } from '../../../shared/constants';
import { REQUIRED_AGENT } from '../../../shared/pricing';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../../testing/cloud/local-cloud-suite';
import { setCredits } from '../../../testing/cloud/seed';
import { isComplete, openTestSocket } from '../../../testing/cloud/socket-client';
import { PLAIN_ONE_PAGE_PROMPTS } from '../../../testing/fixtures/generation/plain-prompts';

/**
 * Every credit buys visible work: a build with every agent, on ten briefs of different kinds,
 * charges each optional agent only when the page differs from the same build without it; an
 * agent whose work left the page as it was gives its credits back in the same run, with a
 * ledger line that names it.
 */

const cloud = useSharedCloud();

const OPTIONAL = AGENT_NAMES.filter((agent) => agent !== REQUIRED_AGENT);

interface Built {
  end: CompleteMessage;
  /** Each agent's last status: completed, with what it was charged. */
  statuses: Map<AgentName, StatusMessage>;
}

async function newProject(user: SignedUpAccount): Promise<string> {
  const reply = await callApi(cloud, 'POST', '/api/projects/create', {
    token: user.idToken,
    body: { name: 'Agents', description: 'Agents', model: 'gpt-5' },
  });
  return createProjectResponseSchema.parse(reply.body).id;
}

async function build(
  user: SignedUpAccount,
  prompt: string,
  agents: readonly AgentName[],
): Promise<Built> {
  const socket = await openTestSocket(cloud, await newProject(user));
  try {
    socket.watch(user.idToken);
    socket.generate(user.idToken, prompt, [...agents]);
    const end = await socket.end({ timeoutMs: 60_000 });
    if (!isComplete(end)) throw new Error(`The build did not complete: ${JSON.stringify(end)}`);
    const statuses = new Map<AgentName, StatusMessage>();
    for (const message of socket.messages) {
      if ('type' in message && message.type === 'status') statuses.set(message.agent, message);
    }
    return { end, statuses };
  } finally {
    await socket.close();
  }
}

describe('optional agents on ten briefs', () => {
  it.each(PLAIN_ONE_PAGE_PROMPTS.slice(0, 10))(
    'each changes the page or gives its credits back: %s',
    async (prompt) => {
      const user = await signUpWithProfile(cloud, `earn-${randomUUID().slice(0, 8)}@example.com`);
      await setCredits(cloud, user.sub, 500);
      const all = await build(user, prompt, AGENT_NAMES);
      const charged = OPTIONAL.filter((agent) => (all.statuses.get(agent)?.credits_used ?? 0) > 0);
      const idle = all.end.refunded_for ?? [];
      for (const agent of OPTIONAL) {
        const status = all.statuses.get(agent);
        expect(status?.status).toBe('completed');
        // Charged in full, or not at all (nothing quoted, or given back).
        expect([0, status?.cost]).toContain(status?.credits_used);
        if (status && status.cost > 0 && status.credits_used === 0) expect(idle).toContain(agent);
      }
      // Each charged agent's page differs from the same build without it.
      const without = await Promise.all(
        charged.map((agent) =>
          build(
            user,
            prompt,
            AGENT_NAMES.filter((other) => other !== agent),
          ),
        ),
      );
      without.forEach((other, index) => {
        expect(other.end.code, `${charged[index]} was charged for no change`).not.toBe(
          all.end.code,
        );
      });
      // What came back is the idle agents' quoted cost, in one ledger line that names them.
      const back = idle.reduce((sum, agent) => sum + (all.statuses.get(agent)?.cost ?? 0), 0);
      expect(all.end.refunded ?? 0).toBe(back);
      const ledger = await callApi(cloud, 'GET', '/api/credits/transactions?limit=50', {
        token: user.idToken,
      });
      const refund = listTransactionsResponseSchema
        .parse(ledger.body)
        .transactions.find(
          (entry) => entry.type === 'refund' && entry.id.startsWith(all.end.generation_id),
        );
      if (back === 0) {
        expect(refund).toBeUndefined();
      } else {
        expect(refund?.amount).toBe(back);
        for (const agent of idle) expect(refund?.operation).toContain(agent);
      }
    },
    120_000,
  );
});
