import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { QuoteResponse } from '../../../../shared/api/quote-schemas';
import {
  AGENT_COLORS,
  AGENT_NAMES,
  MULTI_AGENT_DISCOUNT,
  MULTI_AGENT_DISCOUNT_MIN_AGENTS,
  type AgentName,
} from '../../../../shared/constants';
import { isApiError } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { formatCredits } from '../../lib/credits/transaction-display';
import { quoteQuery } from '../../lib/generation/quote-query';
import { TEMPLATE_MODE_LABEL } from '../../../../shared/app-config';
import { Button } from '../ui/button';
import { AlertIcon, SpinnerIcon, WalletIcon } from '../ui/icons';
import { SheetDialog } from '../ui/sheet-dialog';
import { Skeleton } from '../ui/skeleton';

export const QUOTE_FAILED = 'The price of this run could not be worked out. Please try again.';

export interface QuoteDialogProps {
  projectId: string;
  message: string;
  /** The user's choice of agents; undefined for the default selection. */
  agents: AgentName[] | undefined;
  onAgentsChange: (agents: AgentName[] | undefined) => void;
  /** Starts the run with exactly the quoted agents. */
  onConfirm: (agents: AgentName[]) => void;
  onCancel: () => void;
  /** Leaves for the credits page, the prompt and the choice kept. */
  onBuyCredits: () => void;
  /** The run cannot start now (the connection is not open, or a run is under way). */
  confirmBlockedBy: string | null;
}

const credits = (amount: number) =>
  `${formatCredits(amount)} ${amount === 1 ? 'credit' : 'credits'}`;

function running(quote: QuoteResponse): AgentName[] {
  return quote.agents.map((agent) => agent.name);
}

/**
 * The quote before every run: the agents that will run, one line each on what they do for this
 * message and what they cost; the optional ones can be switched off (or on), and the total, the
 * discount and the balance after follow. A short balance offers the agents that fit and a way to
 * buy credits; nothing runs until Confirm.
 */
export function QuoteDialog({
  projectId,
  message,
  agents,
  onAgentsChange,
  onConfirm,
  onCancel,
  onBuyCredits,
  confirmBlockedBy,
}: QuoteDialogProps) {
  const quote = useQuery(quoteQuery(projectId, message, agents));
  const data = quote.data;

  /** The agents chosen now; the quote on screen may still be the one before the last switch. */
  const selection = agents ?? data?.default_agents ?? [];

  function toggle(agent: AgentName, on: boolean) {
    if (!data) return;
    const current = new Set(selection);
    if (on) current.add(agent);
    else current.delete(agent);
    const next = AGENT_NAMES.filter((name) => current.has(name));
    const isDefault =
      next.length === data.default_agents.length &&
      next.every((name, index) => data.default_agents[index] === name);
    onAgentsChange(isDefault ? undefined : next);
  }

  const short = data !== undefined && data.missing > 0;
  const updating = quote.isFetching;
  const canConfirm = data !== undefined && !short && !updating && confirmBlockedBy === null;

  return (
    <SheetDialog
      title={data?.kind === 'edit' ? 'Review your edit' : 'Review your build'}
      description={`“${message}”`}
      descriptionClassName="line-clamp-2 break-words"
      onClose={onCancel}
      busy={updating}
      className="max-w-lg"
    >
      <div className="flex-1 overflow-y-auto px-5 py-4 sm:px-6">
        {data === undefined ? (
          quote.isError ? (
            <QuoteError
              detail={
                isApiError(quote.error) && quote.error.status !== 0
                  ? quote.error.detail
                  : QUOTE_FAILED
              }
              retrying={quote.isFetching}
              onRetry={() => void quote.refetch()}
            />
          ) : (
            <div aria-label="Working out the price" className="space-y-3">
              {AGENT_NAMES.map((agent) => (
                <Skeleton key={agent} className="h-12 rounded-lg" />
              ))}
            </div>
          )
        ) : (
          <QuoteLines quote={data} selection={selection} onToggle={toggle} />
        )}
      </div>

      {data ? (
        <div className="border-t bg-muted/30 px-5 py-4 sm:px-6">
          <QuoteTotals quote={data} />
          {short ? (
            <Shortfall
              quote={data}
              onUseAffordable={(fitting) => onAgentsChange(fitting)}
              onBuyCredits={onBuyCredits}
            />
          ) : null}
          {confirmBlockedBy && !short ? (
            <p role="status" className="mt-3 text-sm text-muted-foreground">
              {confirmBlockedBy}
            </p>
          ) : null}
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button disabled={!canConfirm} onClick={() => onConfirm(running(data))}>
              {updating ? <SpinnerIcon className="size-4 animate-spin" /> : null}
              Confirm · {credits(data.total)}
            </Button>
          </div>
        </div>
      ) : null}
    </SheetDialog>
  );
}

/** What an edit is priced as, in the quote's words. */
const SIZE_NOTES: Record<QuoteResponse['size'], string | null> = {
  build: null,
  small: 'Priced as a small edit: a name, a text, a colour, a section removed or moved.',
  medium: 'Priced as a larger edit: a new section, a restyle or a rewording.',
};

/** Why an edit of this page is priced as a whole build. */
const REBUILD_NOTE = 'Priced as a build: your words ask for a new page or a redesign.';

function QuoteLines({
  quote,
  selection,
  onToggle,
}: {
  quote: QuoteResponse;
  selection: readonly AgentName[];
  onToggle: (agent: AgentName, on: boolean) => void;
}) {
  const sizeNote = quote.kind === 'edit' ? (SIZE_NOTES[quote.size] ?? REBUILD_NOTE) : null;
  const lines = AGENT_NAMES.map((name): Line | undefined => {
    const on = name === 'Frontend' || selection.includes(name);
    const runningLine = quote.agents.find((agent) => agent.name === name);
    if (runningLine)
      return { ...runningLine, cost: on ? runningLine.cost : runningLine.list_cost, on };
    const available = quote.available.find((agent) => agent.name === name);
    return (
      available && {
        ...available,
        cost: available.list_cost,
        optional: true,
        on,
      }
    );
  }).filter((line) => line !== undefined);
  return (
    <>
      {sizeNote ? (
        <p className="mb-3 text-sm text-pretty text-muted-foreground">{sizeNote}</p>
      ) : null}
      <ul aria-label="Agents" className="space-y-2">
        {lines.map((line) => (
          <AgentLine key={line.name} line={line} onToggle={onToggle} />
        ))}
        <li className="flex items-center justify-between gap-3 px-3 py-1 text-sm text-muted-foreground">
          {quote.model === null ? (
            <span>{TEMPLATE_MODE_LABEL}</span>
          ) : (
            <>
              <span>Model · {quote.model.name}</span>
              <span className="tabular-nums">{credits(quote.model.cost)}</span>
            </>
          )}
        </li>
      </ul>
    </>
  );
}

interface Line {
  name: AgentName;
  cost: number;
  list_cost: number;
  optional: boolean;
  reason: string;
  on: boolean;
}

function AgentLine({
  line,
  onToggle,
}: {
  line: Line;
  onToggle: (agent: AgentName, on: boolean) => void;
}) {
  const reasonId = useId();
  const inputId = useId();
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-xl border px-3 py-2.5 transition-colors',
        line.on ? 'bg-card' : 'border-dashed bg-transparent',
      )}
    >
      <input
        id={inputId}
        type="checkbox"
        checked={line.on}
        disabled={!line.optional}
        aria-describedby={reasonId}
        onChange={(event) => onToggle(line.name, event.target.checked)}
        className="mt-1 size-4 shrink-0 accent-violet-600"
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="flex items-center gap-2 text-sm font-medium">
          <span
            aria-hidden="true"
            className="size-2.5 rounded-full"
            style={{ backgroundColor: AGENT_COLORS[line.name] }}
          />
          {line.name}
          {line.optional ? null : (
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-normal text-muted-foreground">
              Always runs
            </span>
          )}
        </label>
        <p id={reasonId} className="mt-0.5 text-xs text-pretty text-muted-foreground">
          {line.reason}
        </p>
      </div>
      <span
        className={cn(
          'shrink-0 text-sm tabular-nums',
          line.on ? 'font-semibold' : 'text-muted-foreground',
        )}
      >
        {line.on ? (
          <>
            {line.cost < line.list_cost ? (
              <s className="mr-1.5 font-normal text-muted-foreground">{line.list_cost}</s>
            ) : null}
            {line.cost}
          </>
        ) : (
          `+${line.cost}`
        )}
      </span>
    </li>
  );
}

function QuoteTotals({ quote }: { quote: QuoteResponse }) {
  const after = quote.balance + quote.welcome_due - quote.total;
  return (
    <dl className="space-y-1.5 text-sm">
      {quote.discount > 0 ? (
        <>
          <div className="flex justify-between text-muted-foreground">
            <dt>Subtotal</dt>
            <dd className="tabular-nums">{credits(quote.subtotal + (quote.model?.cost ?? 0))}</dd>
          </div>
          <div className="flex justify-between text-emerald-700 dark:text-emerald-400">
            <dt>
              {Math.round(MULTI_AGENT_DISCOUNT * 100)}% off with {MULTI_AGENT_DISCOUNT_MIN_AGENTS}+
              agents
            </dt>
            <dd className="tabular-nums">−{formatCredits(quote.discount)}</dd>
          </div>
        </>
      ) : null}
      <div className="flex justify-between text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{credits(quote.total)}</dd>
      </div>
      <div className="flex justify-between text-muted-foreground">
        <dt className="flex items-center gap-1.5">
          <WalletIcon className="size-4" />
          Balance
        </dt>
        <dd className="tabular-nums">
          {formatCredits(quote.balance)}
          {after >= 0 && quote.welcome_due === 0
            ? ` → ${formatCredits(after)} after this run`
            : null}
        </dd>
      </div>
      {quote.welcome_due > 0 ? (
        <>
          <div className="flex justify-between text-emerald-700 dark:text-emerald-400">
            <dt>Welcome credits, once you verify your email</dt>
            <dd className="tabular-nums">
              +{formatCredits(quote.welcome_due)}
              {after >= 0 ? ` → ${formatCredits(after)} after this run` : null}
            </dd>
          </div>
          <p className="pt-1 text-xs text-muted-foreground">
            Confirm asks for the code we email you; the credits are added as soon as you enter it.
          </p>
        </>
      ) : null}
    </dl>
  );
}

function Shortfall({
  quote,
  onUseAffordable,
  onBuyCredits,
}: {
  quote: QuoteResponse;
  onUseAffordable: (agents: AgentName[]) => void;
  onBuyCredits: () => void;
}) {
  const { affordable } = quote;
  return (
    <div
      role="alert"
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3.5 text-sm dark:border-amber-500/40 dark:bg-amber-500/10"
    >
      <p className="flex items-start gap-2 font-medium text-amber-900 dark:text-amber-200">
        <AlertIcon className="mt-0.5 size-4 shrink-0" />
        You need {credits(quote.missing)} more for this run.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        {affordable ? (
          <Button variant="outline" size="sm" onClick={() => onUseAffordable(affordable.agents)}>
            Run what fits: {affordable.agents.join(', ')} · {credits(affordable.total)}
          </Button>
        ) : null}
        <Button size="sm" onClick={onBuyCredits}>
          Buy credits
        </Button>
      </div>
    </div>
  );
}

function QuoteError({
  detail,
  retrying,
  onRetry,
}: {
  detail: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="py-6 text-center text-sm">
      <p className="text-pretty">{detail}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry} disabled={retrying}>
        {retrying ? <SpinnerIcon className="size-4 animate-spin" /> : null}
        Try again
      </Button>
    </div>
  );
}
