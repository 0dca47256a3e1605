import { describe, expect, it } from 'vitest';
import { assetFilesOf, withUploadUrls } from './assets';

const A = '01JD0000000000000000000001.png';
const B = '01JD0000000000000000000002.svg';

describe('asset paths in a page', () => {
  const page = [
    `<img src="assets/${A}" srcset="assets/${A} 1x, ./assets/${B} 2x">`,
    `<div style="background:url(assets/${B})"></div>`,
    `<a href='assets/${A}'>Logo</a>`,
    // Not ours: another folder, a longer name, a name that is not an upload's.
    `<img src="img/assets/${A}"><img src="assets/${A}x"><img src="assets/logo.png">`,
  ].join('\n');

  it('lists each image the page names, once', () => {
    expect(assetFilesOf(page)).toEqual([A, B]);
  });

  it('points them at the project’s uploads for the preview, and nothing else', () => {
    const shown = withUploadUrls(page, '01JD0000000000000000000000');
    const upload = (file: string) => `/_uploads/01JD0000000000000000000000/${file}`;
    expect(shown).toContain(`<img src="${upload(A)}" srcset="${upload(A)} 1x, ${upload(B)} 2x">`);
    expect(shown).toContain(`url(${upload(B)})`);
    expect(shown).toContain(`<a href='${upload(A)}'>`);
    expect(shown).toContain(
      `<img src="img/assets/${A}"><img src="assets/${A}x"><img src="assets/logo.png">`,
    );
  });
});
