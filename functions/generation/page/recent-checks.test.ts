import { describe, expect, it, vi } from 'vitest';
import { rememberRecentChecks } from './recent-checks';

const page = (title: string) => `<!doctype html><title>${title}</title>`;

describe('rememberRecentChecks', () => {
  it('checks a page once however often it is asked, and each other page on its own', async () => {
    const check = vi.fn(async (html: string) => html.length);
    const remembered = rememberRecentChecks(check);

    const [first, again] = await Promise.all([
      remembered(page('Bakery')),
      remembered(page('Bakery')),
    ]);
    await expect(remembered(page('Bakery'))).resolves.toBe(first);
    expect(again).toBe(first);
    await remembered(page('Bakery shop'));

    expect(check.mock.calls).toEqual([[page('Bakery')], [page('Bakery shop')]]);
  });

  it('forgets a check that failed, so the next ask runs it again', async () => {
    const check = vi
      .fn<(html: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('jsdom ran out of memory'))
      .mockResolvedValue('checked');
    const remembered = rememberRecentChecks(check);

    await expect(remembered(page('Bakery'))).rejects.toThrow('jsdom ran out of memory');
    await expect(remembered(page('Bakery'))).resolves.toBe('checked');
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('keeps the pages used last: the one not asked for longest is checked again', async () => {
    const check = vi.fn(async (html: string) => html);
    const remembered = rememberRecentChecks(check, 2);

    await remembered(page('A'));
    await remembered(page('B'));
    await remembered(page('A')); // B is now the oldest
    await remembered(page('C')); // and goes
    await remembered(page('A'));
    await remembered(page('B'));

    expect(check.mock.calls.map(([html]) => html)).toEqual([
      page('A'),
      page('B'),
      page('C'),
      page('B'),
    ]);
  });
});
