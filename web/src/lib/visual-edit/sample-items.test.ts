import { describe, expect, it } from 'vitest';
import { sampleItemsIn, settleSamples } from './sample-items';

const PAGE = [
  '<body><main><section data-kind="menu"><h2>Menu</h2><ul>',
  '<li data-item>Rye loaf ₹90</li>',
  '<li data-item data-sample><span>Cardamom bun</span><span>₹120</span></li>',
  '<li data-item data-sample><span>Lemon tart</span><span>₹180</span></li></ul></section>',
  '<script>var s = "<li data-sample>";</script></main></body>',
].join('');

describe('sample content read from the page', () => {
  it('lists each sample item with its section and its words apart', () => {
    expect(sampleItemsIn(PAGE)).toEqual([
      { section: 'Menu', text: 'Cardamom bun ₹120' },
      { section: 'Menu', text: 'Lemon tart ₹180' },
    ]);
  });

  it('takes the mark off an item changed by hand, and only that one', () => {
    const edited = PAGE.replace('Lemon tart', 'Plum cake');
    const settled = settleSamples(PAGE, edited);
    expect(sampleItemsIn(settled)).toEqual([{ section: 'Menu', text: 'Cardamom bun ₹120' }]);
    expect(settled).toBe(
      edited.replace('<li data-item data-sample><span>Plum', '<li data-item><span>Plum'),
    );
    // A script's text is never touched.
    expect(settled).toContain('"<li data-sample>"');
  });

  it('keeps every mark when nothing sample was rewritten (a section moved or copied)', () => {
    expect(settleSamples(PAGE, PAGE.replace('Rye loaf', 'Spelt loaf'))).toBe(
      PAGE.replace('Rye loaf', 'Spelt loaf'),
    );
  });
});
