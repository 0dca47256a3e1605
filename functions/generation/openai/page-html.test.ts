import { describe, expect, it } from 'vitest';
import { embeddedPlan } from '../page/site-plan';
import { ModelOutputError } from '../models/model-errors';
import { samplePlan } from '../../../testing/fixtures/generation/model-answers';
import {
  extractHtmlDocument,
  pageTextSoFar,
  finishModelPage,
  restoreAssets,
  shrinkAssets,
  sitePlanScript,
  takeSitePlan,
  previewWithPlaceholders,
} from './page-html';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<title>Candles</title>
</head>
<body>
<main id="main"><h1>Candles</h1></main>
</body>
</html>`;

describe('extracting the page from a model answer', () => {
  it('takes the document out of a code fence and the chatter around it', () => {
    const answer = `Here is your page:\n\`\`\`html\n${PAGE}\n\`\`\`\nNOTES:\n- Fixed it.`;

    const { html, after } = extractHtmlDocument(answer);

    expect(html).toBe(PAGE);
    expect(after.trim()).toBe('NOTES:\n- Fixed it.');
  });

  it('takes an unfenced document and what follows it', () => {
    expect(extractHtmlDocument(`Sure.\n${PAGE}\nDone.`)).toEqual({ html: PAGE, after: '\nDone.' });
  });

  it('ignores what a reasoning model thought aloud before answering', () => {
    const answer = `<think>Maybe start with <!DOCTYPE html> and a header…</think>\n${PAGE}`;

    expect(extractHtmlDocument(answer).html).toBe(PAGE);
  });

  it.each([
    ['a snippet', '<div>Candles</div>'],
    ['a page cut off before </html>', PAGE.slice(0, -20)],
    ['a page without a head', '<!DOCTYPE html><html><body></body></html>'],
    ['a refusal', 'I cannot help with that.'],
  ])('refuses %s with ModelOutputError', (_what, answer) => {
    expect(() => extractHtmlDocument(answer)).toThrow(ModelOutputError);
  });
});

describe('finishing a model page', () => {
  it('uppercases the doctype, trims line ends and embeds exactly one site plan', async () => {
    const plan = await samplePlan();
    const answer = PAGE.replace(
      '<title>Candles</title>',
      '<title>Candles</title>   \n<script type="application/json" id="site-plan">{}</script>',
    );

    const { html } = finishModelPage(answer, { assets: new Map(), sitePlan: sitePlanScript(plan) });

    expect(html.startsWith('<!DOCTYPE html>\n')).toBe(true);
    expect(html).not.toMatch(/[ \t]$/m);
    expect(html.match(/id="site-plan"/g)).toHaveLength(1);
    expect(embeddedPlan(html)).toEqual(plan);
  });
});

describe('shrinking a page for the model', () => {
  it('swaps inline art and data URLs for tokens and puts them back', () => {
    const art = `<circle r="4"></circle>${'<rect width="1"></rect>'.repeat(20)}`;
    const data = `data:image/webp;base64,${'A'.repeat(400)}`;
    const page = `<p><svg class="art" role="img" aria-label="Candle">${art}</svg><img src="${data}" alt="Jar"><svg aria-hidden="true"><path d="M0 0"></path></svg></p>`;

    const shrunk = shrinkAssets(page);

    expect(shrunk.html).toBe(
      '<p><svg class="art" role="img" aria-label="Candle">{{asset:1}}</svg><img src="{{asset:2}}" alt="Jar"><svg aria-hidden="true"><path d="M0 0"></path></svg></p>',
    );
    expect(restoreAssets(shrunk.html, shrunk.assets)).toBe(page);
  });

  it('drops tokens the model made up', () => {
    expect(restoreAssets('<p>{{image:nowhere}}</p>', new Map())).toBe('<p></p>');
  });

  it('takes out the site plan and gives it back as it was', () => {
    const script = '<script type="application/json" id="site-plan">{"a":1}</script>';

    expect(takeSitePlan(`<head>${script}\n</head>`)).toEqual({ html: '<head></head>', script });
  });
});

describe('the page as a model has written it so far', () => {
  it('is nothing before the document has begun', () => {
    expect(pageTextSoFar('Here is your page:\n```html\n')).toBeNull();
  });

  it('starts at the doctype, and grows as the answer does', () => {
    const answer = 'Sure!\n<!DOCTYPE html>\n<html><body><h1>Crumb</h1><p cla';
    expect(pageTextSoFar(answer)).toBe('<!DOCTYPE html>\n<html><body><h1>Crumb</h1><p cla');
    expect(pageTextSoFar(`${answer}ss="lead">`)).toBe(`${pageTextSoFar(answer)}ss="lead">`);
  });

  it('leaves out what a reasoning model thought first', () => {
    expect(pageTextSoFar('<think>a <html> page?</think><!DOCTYPE html><html><body>')).toBe(
      '<!DOCTYPE html><html><body>',
    );
  });
});

describe('the live preview of a page with pictures', () => {
  it('shows small art in place and a placeholder for a large picture, so a frame stays small', () => {
    const photo = `<img class="art" src="data:image/webp;base64,${'A'.repeat(60_000)}" alt="Sourdough">`;
    const art = '<svg viewBox="0 0 4 3" aria-hidden="true"><circle r="1"/></svg>';
    const assets = new Map([
      ['hero', photo],
      ['menu-0', art],
    ]);

    const preview = previewWithPlaceholders(
      '<main><div>{{image:hero}}</div><p>{{image:menu-0}}</p></main>',
      assets,
    );

    expect(preview).toContain(art);
    expect(preview).not.toContain('AAAA');
    expect(preview).toMatch(/<div><svg class="art"[^>]*role="img"[^>]*>.*<\/svg><\/div>/);
    expect(preview.length).toBeLessThan(1000);
  });

  it('holds back a token still being written, so each text continues the last', () => {
    const assets = new Map([['menu-0', '<circle r="1"/>']]);
    const texts = ['<p>{', '<p>{{ima', '<p>{{image:menu-0', '<p>{{image:menu-0}}</p>'].map((text) =>
      previewWithPlaceholders(text, assets),
    );
    expect(texts).toEqual(['<p>', '<p>', '<p>', '<p><circle r="1"/></p>']);
  });
});
