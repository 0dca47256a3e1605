import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { meQuery } from '../../lib/auth/session-queries';
import { useEndSessionOnUnauthorized } from '../../lib/auth/use-end-session-on-unauthorized';
import { useTokenRenewal } from '../../lib/auth/use-token-renewal';
import { packagesQuery } from '../../lib/catalogue-queries';
import { creditSummaryQuery } from '../../lib/credits/credit-queries';
import { useBuyCredits } from '../../lib/credits/use-buy-credits';
import { displayName } from '../dashboard/user-identity';
import { buttonVariants } from '../ui/button';
import { ArrowLeftIcon, HistoryIcon, ReceiptIcon, ShoppingBagIcon } from '../ui/icons';
import { TabPanel, Tabs, type TabItem } from '../ui/tabs';
import { BuyCreditsPanel } from './buy-credits-panel';
import { CreditSummaryCard } from './credit-summary-card';
import { CreditsNav } from './credits-nav';
import { PricingTable } from './pricing-table';
import { TransactionHistory } from './transaction-history';

export type CreditsTab = 'buy' | 'history' | 'pricing';

const TABS: readonly TabItem<CreditsTab>[] = [
  { id: 'buy', label: 'Buy Credits', icon: <ShoppingBagIcon className="size-4" /> },
  { id: 'history', label: 'Transaction History', icon: <HistoryIcon className="size-4" /> },
  { id: 'pricing', label: 'Pricing Table', icon: <ReceiptIcon className="size-4" /> },
];

/**
 * The credits page (requirements §2): the nav with the balance, the summary card, and the tabs Buy
 * Credits (default), Transaction History and Pricing Table.
 */
export interface CreditsScreenProps {
  /** The workspace to go back to once credits are bought (its prompt is kept there). */
  returnTo?: string | null;
}

export function CreditsScreen({ returnTo = null }: CreditsScreenProps) {
  const { data: user, error: userError } = useSuspenseQuery(meQuery());
  const { data: summary, error: summaryError } = useSuspenseQuery(creditSummaryQuery());
  const { data: packages, error: packagesError } = useSuspenseQuery(packagesQuery());
  const [tab, setTab] = useState<CreditsTab>('buy');
  const payer = useMemo(() => ({ name: displayName(user), email: user.email }), [user]);
  const navigate = useNavigate();
  const backToWorkspace = useCallback(() => {
    if (returnTo) void navigate({ to: returnTo });
  }, [navigate, returnTo]);
  const purchases = useBuyCredits({ payer, onPurchased: returnTo ? backToWorkspace : undefined });
  useTokenRenewal();
  useEndSessionOnUnauthorized(userError, summaryError, packagesError, purchases.error);

  return (
    <div className="min-h-dvh">
      <CreditsNav credits={user.credits} />
      <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
        <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">Credits</h1>
        <p className="mt-1.5 text-pretty text-muted-foreground">
          Top up your balance, follow every credit in and out, and see what each agent costs.
        </p>
        {returnTo ? (
          <aside className="mt-6 flex flex-col gap-3 rounded-2xl border border-violet-200 bg-accent p-4 text-sm sm:flex-row sm:items-center sm:justify-between dark:border-violet-500/30">
            <p className="text-pretty">
              Your prompt is saved. Once your payment goes through you will be taken back to your
              workspace to confirm the build.
            </p>
            <Link
              to={returnTo}
              className={buttonVariants({ variant: 'outline', size: 'sm', className: 'shrink-0' })}
            >
              <ArrowLeftIcon />
              Back to workspace
            </Link>
          </aside>
        ) : null}
        <div className="mt-8">
          <CreditSummaryCard summary={summary} />
        </div>
        <Tabs
          label="Credits"
          items={TABS}
          selected={tab}
          onSelect={setTab}
          className="mt-10 space-y-6"
          listClassName="w-full sm:w-auto"
        >
          <TabPanel value="buy">
            <BuyCreditsPanel
              packages={packages}
              purchase={purchases.purchase}
              onBuy={(pack) => void purchases.buy(pack)}
            />
          </TabPanel>
          <TabPanel value="history">
            <TransactionHistory />
          </TabPanel>
          <TabPanel value="pricing">
            <PricingTable />
          </TabPanel>
        </Tabs>
      </main>
    </div>
  );
}
