import type { ReactNode } from 'react';

export interface PagePendingProps {
  /** What a screen reader hears while the page loads ("Loading your credits…"). */
  label: string;
  /** The page's content width, as its screen has it; none for a screen that fills the window. */
  width?: 'max-w-5xl' | 'max-w-6xl';
  /** The outline of the page's content, in skeletons. */
  children: ReactNode;
}

/**
 * What a signed-in page shows while its loader runs: the header bar and the outline of its
 * content, marked busy.
 */
export function PagePending({ label, width, children }: PagePendingProps) {
  return (
    <div className="flex min-h-dvh flex-col" aria-busy="true">
      <p className="sr-only">{label}</p>
      <div className="h-16 border-b bg-background" />
      {width ? (
        <div className={`mx-auto w-full ${width} px-4 py-8 sm:px-6 sm:py-10`}>{children}</div>
      ) : (
        children
      )}
    </div>
  );
}
