import type { CreditPackage } from '../../../../shared/api';
import {
  CREDITS_PER_CHAT_MESSAGE_ESTIMATE,
  CREDITS_PER_FULL_BUILD_ESTIMATE,
} from '../../../../shared/constants';
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
        Estimates, rounded down: a chat message uses about {CREDITS_PER_CHAT_MESSAGE_ESTIMATE}{' '}
        credits and a full build about {CREDITS_PER_FULL_BUILD_ESTIMATE}. Prices are in Indian
        rupees; payment is taken securely by Razorpay.
      </p>
    </div>
  );
}
