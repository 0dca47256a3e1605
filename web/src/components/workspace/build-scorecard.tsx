import { useId, useMemo } from 'react';
import type { Scorecard } from '../../../../shared/api/scorecard-schema';
import { cn } from '../../lib/cn';
import { sampleItemsIn } from '../../lib/visual-edit/sample-items';

const STATUS_TEXT: Record<Scorecard['items'][number]['status'], string> = {
  present: 'Done',
  approximated: 'Approximated',
  missing: 'Missing',
};

const STATUS_MARK: Record<Scorecard['items'][number]['status'], string> = {
  present: '✓',
  approximated: '≈',
  missing: '✗',
};

/** The headline: what was asked for and delivered, the facts shown and the widgets working. */
export function scorecardHeadline(card: Scorecard): string {
  const parts = [
    card.asked === 0
      ? 'Nothing specific asked for'
      : `${card.delivered} of ${card.asked} asked-for ${card.asked === 1 ? 'item' : 'items'}`,
  ];
  if (card.facts.given > 0) {
    parts.push(
      card.facts.shown === card.facts.given
        ? `all ${card.facts.given} of your details shown`
        : `${card.facts.shown} of ${card.facts.given} of your details shown`,
    );
  }
  if (card.widgets.total > 0) {
    parts.push(`${card.widgets.working} of ${card.widgets.total} interactive parts working`);
  }
  return parts.join(' · ');
}

/**
 * What the build delivered of what was asked (the Testing agent's coverage check, kept with the
 * version): a headline, and on demand each asked-for item with its status and what stands in
 * for an approximated one, the details not shown and the parts that do not work.
 */
export function BuildScorecard({
  card,
  version,
  onSelectSample,
  onSuggest,
}: {
  card: Scorecard;
  version: number;
  /** Selects a sample item in the visual editor (when the page on show can be edited). */
  onSelectSample?: (index: number) => void;
  /** Starts a chat message that gives a fact worth adding. */
  onSuggest?: (starter: string) => void;
}) {
  const headingId = useId();
  const complete =
    card.delivered === card.asked &&
    card.facts.missing.length === 0 &&
    card.widgets.broken.length === 0 &&
    card.misplaced.length === 0 &&
    card.items.every((item) => item.status === 'present');
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border bg-card p-4 shadow-xs">
      <h2 id={headingId} className="text-sm font-semibold">
        What v{version} delivered
      </h2>
      <p className={cn('mt-1 text-sm', complete ? 'text-foreground' : 'text-muted-foreground')}>
        <span aria-hidden="true">{complete ? '✓ ' : ''}</span>
        {scorecardHeadline(card)}
      </p>
      {card.items.length > 0 ||
      card.facts.given > 0 ||
      card.widgets.broken.length > 0 ||
      card.misplaced.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer rounded text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            Show the checklist
          </summary>
          <ul className="mt-2 space-y-1">
            {card.items.map((item, index) => (
              <li key={`${item.kind}-${index}`} className="flex gap-2">
                <span aria-hidden="true" className="w-4 shrink-0 text-center">
                  {STATUS_MARK[item.status]}
                </span>
                <span className="min-w-0 break-words">
                  <span className="font-medium">{item.asked}</span>
                  <span className="text-muted-foreground">
                    {' '}
                    — {STATUS_TEXT[item.status]}
                    {item.status !== 'present' && item.note ? `: ${item.note}` : ''}
                  </span>
                </span>
              </li>
            ))}
            {card.facts.placed.map(({ fact, where }) => (
              <li key={`placed-${fact}`} className="flex gap-2">
                <span aria-hidden="true" className="w-4 shrink-0 text-center">
                  ✓
                </span>
                <span className="min-w-0 break-words">
                  <span className="font-medium">{fact}</span>
                  <span className="text-muted-foreground"> — Shown in {listed(where)}</span>
                </span>
              </li>
            ))}
            {card.facts.missing.map((fact) => (
              <li key={`fact-${fact}`} className="flex gap-2">
                <span aria-hidden="true" className="w-4 shrink-0 text-center">
                  ✗
                </span>
                <span className="min-w-0 break-words">
                  <span className="font-medium">{fact}</span>
                  <span className="text-muted-foreground"> — Not shown on the page</span>
                </span>
              </li>
            ))}
            {card.widgets.broken.map((broken, index) => (
              <li key={`widget-${broken.widget}-${index}`} className="flex gap-2">
                <span aria-hidden="true" className="w-4 shrink-0 text-center">
                  ✗
                </span>
                <span className="min-w-0 break-words">
                  <span className="font-medium">{broken.widget}</span>
                  <span className="text-muted-foreground"> — Not working: {broken.detail}</span>
                </span>
              </li>
            ))}
            {card.misplaced.map((section) => (
              <li key={`misplaced-${section.kind}`} className="flex gap-2">
                <span aria-hidden="true" className="w-4 shrink-0 text-center">
                  ✗
                </span>
                <span className="min-w-0 break-words">
                  <span className="font-medium">{section.kind}</span>
                  <span className="text-muted-foreground">
                    {' '}
                    — Belongs to another kind of business (a {section.instead} fits here)
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {card.sample.length > 0 ? (
        <SampleContent sample={card.sample} {...(onSelectSample ? { onSelectSample } : {})} />
      ) : null}
      {card.suggestions.length > 0 ? (
        <WorthAdding suggestions={card.suggestions} {...(onSuggest ? { onSuggest } : {})} />
      ) : null}
    </section>
  );
}

/** "a, b and c". */
function listed(words: readonly string[]): string {
  return words.length < 2
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * The facts the brief left out that would improve the page most, each a button that starts the
 * chat message giving it ("We are open ").
 */
function WorthAdding({
  suggestions,
  onSuggest,
}: {
  suggestions: Scorecard['suggestions'];
  onSuggest?: (starter: string) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-3 border-t pt-3">
      <h3 id={headingId} className="text-sm font-semibold">
        Make it yours
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        The page would gain most from {listed(suggestions.map((each) => each.fact))}.
        {onSuggest ? ' Pick one to start the message.' : ''}
      </p>
      {onSuggest ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {suggestions.map((each) => (
            <button
              key={each.fact}
              type="button"
              onClick={() => onSuggest(each.starter)}
              className="rounded-full border px-3 py-1 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              Add {each.fact}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** "3 sample items": how many stand in for what only the owner can give. */
export function sampleCount(count: number): string {
  return `${count} sample ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The sample content on the page (what only the business can state and the person did not
 * give: dishes and prices, people, reviews, figures), to replace before publishing.
 */
function SampleContent({
  sample,
  onSelectSample,
  className = 'mt-3 border-t pt-3',
}: {
  sample: Scorecard['sample'];
  onSelectSample?: (index: number) => void;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h3 id={headingId} className="text-sm font-semibold">
        Replace before publishing
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        {sampleCount(sample.length)} stand in for details only you can give.{' '}
        {onSelectSample
          ? 'Select one to change it in the visual editor, or ask in the chat.'
          : 'Change them in the visual editor of the current version, or ask in the chat.'}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer rounded text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          Show them
        </summary>
        <ul className="mt-2 space-y-1">
          {sample.map((item, index) => (
            <li key={`${item.section}-${index}`} className="flex items-start gap-2">
              <span className="min-w-0 flex-1 break-words">
                <span className="font-medium">{item.section || 'Page'}</span>
                <span className="text-muted-foreground"> — {item.text}</span>
              </span>
              {onSelectSample ? (
                <button
                  type="button"
                  aria-label={`Select “${item.text}” in the visual editor`}
                  onClick={() => onSelectSample(index)}
                  className="shrink-0 rounded px-1 text-primary underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  Select
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

/**
 * The sample content of a version that has no scorecard (one saved by hand in the visual
 * editor), read from its page: nothing when none is left.
 */
export function SampleCard({
  code,
  onSelectSample,
}: {
  code: string;
  onSelectSample?: (index: number) => void;
}) {
  const sample = useMemo(() => sampleItemsIn(code), [code]);
  if (sample.length === 0) return null;
  return (
    <SampleContent
      sample={sample}
      className="rounded-2xl border bg-card p-4 shadow-xs"
      {...(onSelectSample ? { onSelectSample } : {})}
    />
  );
}
