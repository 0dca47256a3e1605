import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { siteArchive, zipFileName } from './download-html';

const PROJECT = '01JD0000000000000000000000';
const LOGO = '01JD0000000000000000000001.png';
const GONE = '01JD0000000000000000000002.svg';

describe('siteArchive', () => {
  it('zips the page with the images it names, from the project’s uploads, leaving out one that is gone', async () => {
    const html = `<img src="assets/${LOGO}" alt="Logo"><img src="./assets/${GONE}" alt="">`;
    const asked: string[] = [];
    const archive = await siteArchive(PROJECT, html, (input) => {
      asked.push(String(input));
      return Promise.resolve(
        String(input).endsWith(LOGO)
          ? new Response(new Uint8Array([1, 2, 3]))
          : new Response('Not found', { status: 404 }),
      );
    });

    const files = unzipSync(archive);
    expect(Object.keys(files).sort()).toEqual([`assets/${LOGO}`, 'index.html']);
    expect(strFromU8(files['index.html'] ?? new Uint8Array())).toBe(html);
    expect([...(files[`assets/${LOGO}`] ?? [])]).toEqual([1, 2, 3]);
    expect(asked).toEqual([`/_uploads/${PROJECT}/${LOGO}`, `/_uploads/${PROJECT}/${GONE}`]);
  });

  it('fails rather than leave out an image the server could not send', async () => {
    await expect(
      siteArchive(PROJECT, `<img src="assets/${LOGO}">`, () =>
        Promise.resolve(new Response('', { status: 502 })),
      ),
    ).rejects.toThrow(LOGO);
  });

  it('names the zip after the project', () => {
    expect(zipFileName('Cakes / Pies')).toBe('Cakes - Pies.zip');
  });
});
