import { AGENT_COLORS } from '../../../../shared/constants';
import { EditorAgents } from './editor-agents';
import { EditorCodeView } from './editor-code-view';
import { SitePreviewMock } from './site-preview-mock';

/** The window's "Generating..." pill, with a pulse that stops under reduced motion. */
function GeneratingIndicator() {
  return (
    <span className="ml-auto inline-flex items-center gap-2 rounded-full bg-violet-500/15 px-2.5 py-1 text-xs font-medium text-violet-200">
      <span className="relative flex size-2">
        <span className="absolute inline-flex size-full rounded-full bg-violet-400 opacity-75 motion-safe:animate-ping" />
        <span className="relative inline-flex size-2 rounded-full bg-violet-400" />
      </span>
      Generating...
    </span>
  );
}

/**
 * The decorative editor window of the landing page (requirements §2): agents at work on a sample page
 * and a "Generating..." indicator. It illustrates the product and is not interactive, so
 * assistive technology skips it.
 */
export function EditorPreview() {
  return (
    <div className="relative mx-auto max-w-5xl" aria-hidden="true">
      <div className="absolute -inset-x-8 -inset-y-10 -z-10 rounded-[3rem] bg-brand-gradient opacity-20 blur-3xl dark:opacity-25" />
      <div className="overflow-hidden rounded-2xl bg-zinc-950 text-left shadow-2xl ring-1 shadow-violet-950/25 ring-zinc-900/10 dark:ring-white/15">
        <div className="flex items-center gap-3 border-b border-white/10 px-4 py-3">
          <div className="flex gap-1.5">
            <span className="size-3 rounded-full bg-zinc-700" />
            <span className="size-3 rounded-full bg-zinc-700" />
            <span className="size-3 rounded-full bg-zinc-700" />
          </div>
          <span className="rounded-md bg-white/5 px-2.5 py-1 font-mono text-xs text-zinc-300">
            index.html
          </span>
          <GeneratingIndicator />
        </div>
        <div className="grid md:grid-cols-[11rem_minmax(0,1fr)] lg:grid-cols-[11rem_minmax(0,1fr)_20rem]">
          <div className="hidden md:block">
            <EditorAgents />
          </div>
          <EditorCodeView />
          <div className="hidden lg:block">
            <SitePreviewMock />
          </div>
        </div>
        <div className="flex items-center gap-3 border-t border-white/10 px-4 py-2.5 text-xs text-zinc-400">
          <span
            className="size-2 rounded-full"
            style={{ backgroundColor: AGENT_COLORS.Frontend }}
          />
          Frontend agent is writing the page
          <span className="ml-auto hidden font-mono sm:inline">HTML · 13 lines</span>
        </div>
      </div>
    </div>
  );
}
