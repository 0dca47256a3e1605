import { describe, expect, it } from 'vitest';
import { pageForVisitors, siteFilesOf } from './site-files';

const LOGO = '01JD0000000000000000000001.png';
const GONE = '01JD0000000000000000000002.svg';

describe('siteFilesOf', () => {
  it('lists index.html, then each upload the page names once, leaving out one that is gone', async () => {
    const html = `<img src="assets/${LOGO}" alt=""><img src="./assets/${GONE}" alt=""><img src="assets/${LOGO}" alt="">`;
    const asked: string[] = [];

    const files = await siteFilesOf(html, (file) => {
      asked.push(file);
      return Promise.resolve(file === LOGO ? new Uint8Array([7, 8]) : null);
    });

    expect(files.map((file) => file.path)).toEqual(['index.html', `assets/${LOGO}`]);
    expect(new TextDecoder().decode(files[0]?.bytes)).toBe(html);
    expect([...(files[1]?.bytes ?? [])]).toEqual([7, 8]);
    expect(asked).toEqual([LOGO, GONE]);
  });

  it('fails when an upload cannot be read, rather than hand over a site without it', async () => {
    await expect(
      siteFilesOf(`<img src="assets/${LOGO}">`, () => Promise.reject(new Error('store down'))),
    ).rejects.toThrow('store down');
  });
});

describe('pageForVisitors', () => {
  it('leaves the product’s plan out of the page, and everything else as it was', async () => {
    const plan = '<script type="application/json" id="site-plan">{"title":"Crumb"}</script>\n';
    const behaviour = '<script>document.title = "Crumb";</script>';
    const html = `<!doctype html><html><head>${plan}${behaviour}</head><body><h1>Crumb</h1></body></html>`;

    const visible = pageForVisitors(html);

    expect(visible).toBe(
      `<!doctype html><html><head>${behaviour}</head><body><h1>Crumb</h1></body></html>`,
    );
    const [page] = await siteFilesOf(html, () => Promise.resolve(null));
    expect(new TextDecoder().decode(page?.bytes)).toBe(visible);
  });
});
