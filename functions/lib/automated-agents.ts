/**
 * User agents that are not a person's browser: search and SEO crawlers, link previewers of chat
 * and social apps, headless and automated browsers, page-speed checkers, uptime monitors, and
 * HTTP libraries and command-line tools. Matched anywhere in the header, case-insensitively.
 */
const AUTOMATED = new RegExp(
  [
    // Googlebot, bingbot, AdsBot-Google…, but not the phone maker Cubot.
    '(?<!cu)bot\\b',
    'crawl',
    'spider',
    'slurp',
    'archiver',
    'headless',
    'phantomjs',
    'selenium',
    'webdriver',
    'puppeteer',
    'playwright',
    'lighthouse',
    'pagespeed',
    'gtmetrix',
    'pingdom',
    'uptime',
    'statuscake',
    'preview',
    'facebookexternalhit',
    'facebookcatalog',
    'embedly',
    'whatsapp',
    'telegram',
    'discord',
    'slack',
    'skypeuripreview',
    'vkshare',
    'pinterest',
    'bitlybot',
    'redditbot',
    'quora link',
    'google-inspectiontool',
    'apis-google',
    'mediapartners',
    'feedfetcher',
    'curl/',
    'wget/',
    'python',
    'aiohttp',
    'httpx',
    'httpie',
    'go-http-client',
    'java/',
    'okhttp',
    'apache-httpclient',
    'axios/',
    'node-fetch',
    'undici',
    '^node$',
    'libwww',
    'lwp::',
    'perl',
    'ruby',
    'php/',
    'guzzle',
    'scrapy',
    'postman',
    'insomnia',
  ].join('|'),
  'i',
);

/** True for a request that is not a person's browser (no user agent at all is one too). */
export function isAutomatedAgent(userAgent: string | undefined): boolean {
  const agent = userAgent?.trim() ?? '';
  return agent === '' || AUTOMATED.test(agent);
}
