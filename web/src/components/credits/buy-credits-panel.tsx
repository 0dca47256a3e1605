import type { CreditPackage } from '../../../../shared/api';
import { typicalCost } from '../../../../shared/pricing';
import type { Purchase } from '../../lib/credits/use-buy-credits';
import { CreditPackageCard } from './credit-package-card';

export interface BuyCreditsPanelProps {
  packages: CreditPackage[];
  purchase: Purchase | null;
  onBuy: (pack: CreditPackage) => void;
}

/** The Buy Credits tab: a card per package. */
export function BuyCreditsPanel({ packages, purchase, onBuy }: BuyCreditsPanelProps) {
  if (packages.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed bg-card/50 p-10 text-center text-muted-foreground">
        No credit packages are on sale right now.
      </p>
    );
  }
  return (
    <div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {packages.map((pack) => (
          <CreditPackageCard
            key={pack.id}
            pack={pack}
            onBuy={() => onBuy(pack)}
            busy={purchase?.packageId === pack.id}
            disabled={purchase !== null}
          />
        ))}
      </ul>
      <p className="mt-4 text-sm text-pretty text-muted-foreground">
        Rounded down, at {typicalCost('onePage')} credits for a one-page build,{' '}
        {typicalCost('largerEdit')} for an edit that adds a section or restyles (small edits cost{' '}
        {typicalCost('smallEdit')}) and {typicalCost('everyAgent')} for a build with all six agents;
        every run shows its exact quote first. Prices are in Indian rupees; payment is taken
        securely by Razorpay.
      </p>
    </div>
  );
}
