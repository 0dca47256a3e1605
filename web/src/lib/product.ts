/** The product's name and one-line pitch; every screen, the favicon title and index.html use these. */
export const PRODUCT_NAME = 'Sitewright';

export const PRODUCT_DESCRIPTION =
  'Describe a website in plain English and watch AI agents build it. Preview it live, iterate, ' +
  'download it or deploy it in one click. Start with 20 free credits.';

/** The short line under the name, in the footer. */
export const PRODUCT_TAGLINE = 'Describe it. AI agents build it. You ship it.';

/** The copyright line of the footer and the sign-in screen, in the year it is shown. */
export function copyrightNotice(now = new Date()): string {
  return `© ${now.getFullYear()} ${PRODUCT_NAME}`;
}

/** The landing page hero title (requirements §2). */
export const HERO_TITLE = 'Build Production-Ready Websites with AI';

/** The browser tab title of a screen: "Credits · Sitewright". */
export function pageTitle(screen?: string): string {
  return screen ? `${screen} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} · ${HERO_TITLE}`;
}
