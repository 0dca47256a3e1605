import { SAMPLE_CODE, type CodeTokenKind } from './editor-code';

const tokenColors: Record<CodeTokenKind, string> = {
  tag: 'text-pink-300',
  attr: 'text-violet-300',
  string: 'text-emerald-300',
  text: 'text-zinc-100',
  comment: 'text-zinc-400 italic',
};

/** The sample page being written, with line numbers and a cursor where the agent is typing. */
export function EditorCodeView() {
  const last = SAMPLE_CODE.length - 1;
  return (
    <pre className="min-w-0 overflow-hidden mask-[linear-gradient(to_right,black_82%,transparent)] py-4 md:mask-none font-mono text-[0.72rem] leading-6 sm:text-xs sm:leading-6">
      {SAMPLE_CODE.map((line, index) => (
        <div key={index} className="flex">
          <span className="w-10 shrink-0 pr-4 text-right text-zinc-400 select-none">
            {index + 1}
          </span>
          <code className="whitespace-pre">
            {line.map(([kind, text], tokenIndex) => (
              <span key={tokenIndex} className={tokenColors[kind]}>
                {text}
              </span>
            ))}
            {index === last ? (
              <span className="ml-0.5 inline-block h-4 w-1.5 translate-y-0.5 bg-violet-300 motion-safe:animate-pulse" />
            ) : null}
          </code>
        </div>
      ))}
    </pre>
  );
}
