/** What a selected element is, in words. */
const ELEMENT_NAMES: Record<string, string> = {
  h1: 'Headline',
  h2: 'Heading',
  h3: 'Heading',
  h4: 'Heading',
  p: 'Paragraph',
  li: 'List item',
  a: 'Link',
  button: 'Button',
  summary: 'Question',
  section: 'Section',
  blockquote: 'Quote',
  label: 'Label',
  img: 'Image',
  svg: 'Picture',
  span: 'Text',
};

/** The word the editor uses for an element of this tag ("Headline", "Link"). */
export function elementName(tag: string): string {
  return ELEMENT_NAMES[tag] ?? 'Element';
}
