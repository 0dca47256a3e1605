import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  AGENT_COLORS,
  AGENT_NAMES,
  MULTI_AGENT_DISCOUNT,
  MULTI_AGENT_DISCOUNT_MIN_AGENTS,
  type AgentName,
} from '../../../../shared/constants';
import { exampleRuns } from '../../../../shared/pricing';
import { pricingQuery } from '../../lib/catalogue-queries';
import { formatCredits } from '../../lib/credits/transaction-display';
import { SparklesIcon } from '../ui/icons';
import { Skeleton } from '../ui/skeleton';
import { PanelLoadError } from './panel-load-error';

function isAgentName(name: string): name is AgentName {
  return AGENT_NAMES.some((agent) => agent === name);
}

function CostTable({
  title,
  nameHeader,
  costHeader,
  costs,
  colourFor,
}: {
  title: string;
  nameHeader: string;
  costHeader: string;
  costs: Record<string, number>;
  colourFor?: (name: string) => string | undefined;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="overflow-hidden rounded-2xl border bg-card shadow-sm"
    >
      <h3 id={titleId} className="border-b px-5 py-4 font-semibold tracking-tight">
        {title}
      </h3>
      <table className="w-full text-sm">
        <thead className="bg-muted/50">
          <tr>
            <th
              scope="col"
              className="px-5 py-2.5 text-left text-xs font-medium text-muted-foreground"
            >
              {nameHeader}
            </th>
            <th
              scope="col"
              className="px-5 py-2.5 text-right text-xs font-medium text-muted-foreground"
            >
              {costHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(costs).map(([name, cost]) => {
            const colour = colourFor?.(name);
            return (
              <tr key={name} className="border-t">
                <th scope="row" className="px-5 py-3 text-left font-medium">
                  <span className="inline-flex items-center gap-2.5">
                    {colour ? (
                      <span
                        aria-hidden="true"
                        className="size-2.5 rounded-full"
                        style={{ backgroundColor: colour }}
                      />
                    ) : null}
                    {name}
                  </span>
                </th>
                <td className="px-5 py-3 text-right font-semibold tabular-nums">
                  {formatCredits(cost)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** The Pricing Table tab: agent and model costs from GET /api/credits/pricing, and the discount. */
export function PricingTable() {
  const pricing = useQuery(pricingQuery());

  if (pricing.isPending) {
    return (
      <div aria-busy="true" className="grid gap-4 md:grid-cols-2">
        <p className="sr-only">Loading pricing…</p>
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  }
  if (pricing.isError) {
    return (
      <PanelLoadError
        error={pricing.error}
        onRetry={() => void pricing.refetch()}
        retrying={pricing.isFetching}
      />
    );
  }

  const { agent_costs, model_costs, note } = pricing.data;
  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      <CostTable
        title="Agent costs"
        nameHeader="Agent"
        costHeader="Credits per run"
        costs={agent_costs}
        colourFor={(name) => (isAgentName(name) ? AGENT_COLORS[name] : undefined)}
      />
      <div className="space-y-4">
        <CostTable
          title="Model costs"
          nameHeader="Model"
          costHeader="Credits per message"
          costs={model_costs}
        />
        <CostTable
          title="What runs cost"
          nameHeader="Run"
          costHeader="Credits, model included"
          costs={Object.fromEntries(exampleRuns().map((run) => [run.label, run.total]))}
        />
        <aside className="flex gap-3 rounded-2xl border border-violet-200 bg-accent p-5 dark:border-violet-500/30">
          <SparklesIcon className="mt-0.5 size-5 text-accent-foreground" />
          <div>
            <p className="font-semibold">Multi-agent discount</p>
            <p className="mt-1 text-sm text-pretty text-zinc-700 dark:text-zinc-300">
              Builds with {MULTI_AGENT_DISCOUNT_MIN_AGENTS} or more agents get{' '}
              {Math.round(MULTI_AGENT_DISCOUNT * 100)}% off.
            </p>
          </div>
        </aside>
        <p className="px-1 text-sm text-pretty text-muted-foreground">{note}</p>
      </div>
    </div>
  );
}
