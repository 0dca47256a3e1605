import type AxeCore from 'axe-core';
import type * as HtmlValidate from 'html-validate';
import type * as Jsdom from 'jsdom';

/**
 * The page checkers' packages, imported on first use: together they take a second or more to
 * import, which a cold start should not pay before it knows it checks a page. Only the function
 * that checks pages (the Testing agent's, function-list.ts `checksPages`) ships them; the others
 * leave them out, and fail if they ever reach them.
 */
export const importJsdom = (): Promise<typeof Jsdom> => import('jsdom');
export const importAxe = async (): Promise<typeof AxeCore> => (await import('axe-core')).default;
export const importHtmlValidate = (): Promise<typeof HtmlValidate> => import('html-validate');
