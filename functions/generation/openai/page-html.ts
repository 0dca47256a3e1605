import { ModelOutputError } from '../models/model-errors';
import { placeholderAt } from '../page/picture-tokens';
import type { SitePlan } from '../page/site-plan';
import { jsonForScript } from '../offline/html';
import { SITE_PLAN_SCRIPT } from '../../../shared/site-files';

const DOCTYPE = /<!doctype\s+html\s*>/i;
const HTML_END = /<\/html\s*>/gi;
const TOKEN = /\{\{(?:image|asset):([a-z0-9-]+)\}\}/g;
/** Inline art and data URLs shorter than this are left in the text the model sees. */
const SMALL_ASSET = 200;

/** Reasoning models served by Ollama and the like may think aloud before they answer. */
export function withoutThinking(answer: string): string {
  return answer.replace(/<think>[\s\S]*?<\/think>/gi, '');
}

export interface ExtractedPage {
  html: string;
  /** What the model wrote after `</html>` (fix notes, when asked for). */
  after: string;
}

/**
 * The complete HTML document in a model's answer: inside a code fence or not, with any chatter
 * around it dropped. Anything short of `<!DOCTYPE html>` … `</html>` with a head and a body is
 * not a page (a truncated answer, a refusal, a snippet).
 */
export function extractHtmlDocument(rawAnswer: string): ExtractedPage {
  // The first doctype to the last </html>: a code fence or chatter around the page falls away,
  // and a page that itself shows code (with its own fences) stays whole.
  const answer = withoutThinking(rawAnswer);
  const start = answer.search(DOCTYPE);
  const last = [...answer.matchAll(HTML_END)].at(-1);
  if (start < 0 || !last || last.index < start) {
    throw new ModelOutputError(
      'The AI model did not return a complete HTML page (no <!DOCTYPE html> … </html>).',
    );
  }
  const end = last.index + last[0].length;
  const html = answer.slice(start, end);
  if (!/<head[\s>]/i.test(html) || !/<\/head\s*>/i.test(html) || !/<body[\s>]/i.test(html)) {
    throw new ModelOutputError('The AI model returned an HTML page without a head or a body.');
  }
  const after = answer.slice(end).replace(/^\s*```/, '');
  return { html, after };
}

/** The page with its site plan script taken out, and that script as it was (if any). */
export function takeSitePlan(html: string): { html: string; script: string | undefined } {
  const script = html.match(SITE_PLAN_SCRIPT)?.[0]?.trim();
  return { html: html.replace(SITE_PLAN_SCRIPT, ''), script };
}

/** The script element a page carries its plan in; `embeddedPlan` (edit-page.ts) reads it. */
export function sitePlanScript(plan: SitePlan): string {
  return `<script type="application/json" id="site-plan">${jsonForScript(plan)}</script>`;
}

/** The page with exactly one site plan script, at the end of its head. */
export function withSitePlanScript(html: string, script: string): string {
  const { html: without } = takeSitePlan(html);
  const headEnd = without.search(/<\/head\s*>/i);
  if (headEnd < 0) throw new ModelOutputError('The AI model returned an HTML page without a head.');
  return `${without.slice(0, headEnd)}${script}\n${without.slice(headEnd)}`;
}

/**
 * Long values in a page (inline SVG art, base64 images) replaced by short tokens, so the model
 * reads and rewrites kilobytes rather than megabytes, and cannot corrupt the image data.
 */
export interface ShrunkPage {
  html: string;
  assets: Map<string, string>;
}

export function shrinkAssets(html: string): ShrunkPage {
  const assets = new Map<string, string>();
  const tokenFor = (value: string): string => {
    const key = String(assets.size + 1);
    assets.set(key, value);
    return `{{asset:${key}}}`;
  };
  const withoutSvg = html.replace(
    /(<svg\b[^>]*>)([\s\S]*?)(<\/svg>)/gi,
    (whole, open: string, inner: string, close: string) =>
      inner.length > SMALL_ASSET ? `${open}${tokenFor(inner)}${close}` : whole,
  );
  const withoutData = withoutSvg.replace(/data:[^"'\s)]+/g, (url) =>
    url.length > SMALL_ASSET ? tokenFor(url) : url,
  );
  return { html: withoutData, assets };
}

/** Puts the assets back where the model kept their tokens; tokens it made up are dropped. */
export function restoreAssets(html: string, assets: ReadonlyMap<string, string>): string {
  return html.replace(TOKEN, (_token, key: string) => assets.get(key) ?? '');
}

/** Images larger than this show as a placeholder in the live preview. */
const PREVIEW_ASSET_LIMIT = 8 * 1024;

/**
 * The page so far as the live preview shows it: small art in place, and a plain placeholder for
 * each large picture (a generated photo is tens of kilobytes: the preview would carry more
 * pictures than page).
 * Inside an attribute (an <img src>), a large picture's token becomes a transparent pixel.
 */
export function previewWithPlaceholders(
  textSoFar: string,
  assets: ReadonlyMap<string, string>,
): string {
  // A token still being written waits for its end, so what is shown only ever grows.
  const html = textSoFar.replace(/\{(?:\{[^}]*\}?)?$/, '');
  return html.replace(TOKEN, (_token: string, key: string, offset: number) => {
    const asset = assets.get(key) ?? '';
    return asset.length <= PREVIEW_ASSET_LIMIT ? asset : placeholderAt(html, offset);
  });
}

/**
 * What every page a model writes goes through: the document extracted, images put back, the
 * doctype in the case html-validate expects, no trailing whitespace, and the site plan embedded.
 */
export function finishModelPage(
  answer: string,
  { assets, sitePlan }: { assets: ReadonlyMap<string, string>; sitePlan: string | undefined },
): ExtractedPage {
  const extracted = extractHtmlDocument(answer);
  let html = restoreAssets(extracted.html, assets)
    .replace(DOCTYPE, '<!DOCTYPE html>')
    .replace(/[ \t]+$/gm, '');
  html = sitePlan ? withSitePlanScript(html, sitePlan) : html;
  return { html: `${html}\n`, after: extracted.after };
}

/**
 * The page with `lang` on its root element set to `language`: the page's words are in the
 * plan's language, whatever the model wrote there (or whether it wrote one at all).
 */
export function withLanguage(html: string, language: string): string {
  return html.replace(/<html\b([^>]*)>/i, (_, attributes: string) => {
    const others = attributes.replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return `<html lang="${language}"${others}>`;
  });
}

/**
 * The page a model has written so far, from its doctype on (null before the document has begun),
 * with what a reasoning model thought first left out. Each answer that continues the last gives
 * a text that continues the last one's: the live preview is sent as the pieces it grew by.
 */
export function pageTextSoFar(answerSoFar: string): string | null {
  const answer = withoutThinking(answerSoFar);
  const start = answer.search(/<!doctype\s+html|<html[\s>]/i);
  return start < 0 ? null : answer.slice(start);
}
