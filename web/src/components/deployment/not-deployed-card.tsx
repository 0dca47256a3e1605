import { useId } from 'react';
import { DEPLOYMENT_MESSAGES } from '../../lib/deployments/deployment-messages';
import { Button } from '../ui/button';
import { RocketIcon, SpinnerIcon } from '../ui/icons';

export interface NotDeployedCardProps {
  hasCode: boolean;
  deploying: boolean;
  onDeploy: () => void;
}

/** The empty state (requirements §2, §5): "Deploy Now", disabled with a hint while there is no code. */
export function NotDeployedCard({ hasCode, deploying, onDeploy }: NotDeployedCardProps) {
  const headingId = useId();
  const hintId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col items-center rounded-2xl border border-dashed bg-card px-6 py-12 text-center shadow-sm sm:py-16"
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        <RocketIcon className="size-6" />
      </span>
      <h2 id={headingId} className="mt-5 text-xl font-semibold tracking-tight">
        Not deployed yet
      </h2>
      <p className="mt-2 max-w-sm text-pretty text-muted-foreground">
        Publish this website to its own preview address and share it with anyone.
      </p>
      <Button
        size="lg"
        onClick={onDeploy}
        disabled={!hasCode || deploying}
        aria-describedby={hasCode ? undefined : hintId}
        className="mt-6"
      >
        {deploying ? <SpinnerIcon /> : <RocketIcon className="size-4" />}
        {deploying ? 'Deploying...' : 'Deploy Now'}
      </Button>
      {hasCode ? null : (
        <p id={hintId} className="mt-3 text-sm text-muted-foreground">
          {DEPLOYMENT_MESSAGES.noCodeHint}
        </p>
      )}
    </section>
  );
}
