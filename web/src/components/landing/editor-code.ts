/** A line of the editor preview's sample page, as [token kind, text] pairs. */
export type CodeToken = readonly [kind: CodeTokenKind, text: string];
export type CodeTokenKind = 'tag' | 'attr' | 'string' | 'text' | 'comment';

export const SAMPLE_CODE: readonly (readonly CodeToken[])[] = [
  [['tag', '<!DOCTYPE html>']],
  [
    ['tag', '<html '],
    ['attr', 'lang='],
    ['string', '"en"'],
    ['tag', '>'],
  ],
  [['tag', '  <head>']],
  [
    ['tag', '    <title>'],
    ['text', 'Bloom & Co. · Florist'],
    ['tag', '</title>'],
  ],
  [['tag', '  </head>']],
  [
    ['tag', '  <body '],
    ['attr', 'class='],
    ['string', '"bg-rose-50 font-sans"'],
    ['tag', '>'],
  ],
  [['comment', '    <!-- Planner: hero, collections, order form -->']],
  [
    ['tag', '    <header '],
    ['attr', 'class='],
    ['string', '"hero"'],
    ['tag', '>'],
  ],
  [
    ['tag', '      <h1>'],
    ['text', 'Fresh flowers, delivered daily'],
    ['tag', '</h1>'],
  ],
  [
    ['tag', '      <p>'],
    ['text', 'Hand-tied bouquets from local growers.'],
    ['tag', '</p>'],
  ],
  [
    ['tag', '      <a '],
    ['attr', 'href='],
    ['string', '"#order"'],
    ['attr', ' class='],
    ['string', '"btn"'],
    ['tag', '>'],
    ['text', 'Order now'],
    ['tag', '</a>'],
  ],
  [['tag', '    </header>']],
  [
    ['tag', '    <section '],
    ['attr', 'id='],
    ['string', '"collections"'],
    ['tag', '>'],
  ],
];
