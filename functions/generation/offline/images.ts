import type { SiteContent, SiteImages, SitePlan } from '../page/site-plan';
import { escapeHtml } from './html';
import { motifFor, motifScene } from './art-motifs';
import { seededRandom } from './seeded-random';

/** Kinds whose items get a picture. */
const PICTURED = new Set(['products', 'gallery', 'posts', 'team', 'speakers', 'judges']);
const PEOPLE = new Set(['team', 'speakers', 'judges']);

/** How a motif reads in an image's label ("a cup", "an illustration of a paw"). */
const MOTIF_NAMES: Record<string, string> = {
  cup: 'a cup',
  bread: 'a loaf of bread',
  cake: 'a cake',
  bowl: 'a bowl of food',
  pizza: 'a slice of pizza',
  wheel: 'a fairground wheel',
  glass: 'a glass',
  leaf: 'a leaf',
  flower: 'a flower',
  candle: 'a candle',
  book: 'a book',
  record: 'a vinyl record',
  shirt: 'a shirt',
  bag: 'a shopping bag',
  camera: 'a camera',
  palette: 'a paint palette',
  code: 'a code window',
  chart: 'a bar chart',
  mountain: 'mountains',
  plane: 'a plane',
  house: 'a house',
  mic: 'a microphone',
  music: 'music notes',
  rings: 'wedding rings',
  heart: 'a heart',
  dumbbell: 'a dumbbell',
  lotus: 'a lotus',
  tooth: 'a tooth',
  cross: 'a medical cross',
  scissors: 'scissors',
  paw: 'a paw print',
  hands: 'caring hands',
  cap: 'a graduation cap',
  trophy: 'a trophy',
  calendar: 'a calendar',
  briefcase: 'a briefcase',
  scales: 'the scales of justice',
  star: 'a star',
};

/**
 * A picture of the subject in the palette: the motif its words call for (an item's own first,
 * then the site's), over soft shapes seeded so no two pictures are alike. Its label says what it
 * is: an illustration, not a photograph.
 */
export function subjectArt(
  seed: string,
  motif: string,
  subjectOf: string,
  plan: SitePlan,
  width: number,
  height: number,
): string {
  const random = seededRandom(seed);
  const { palette } = plan.theme;
  const label = `Illustration of ${MOTIF_NAMES[motif] ?? 'a star'} for ${subjectOf}`;
  return (
    `<svg class="art" role="img" aria-label="${escapeHtml(label)}" viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg" preserveAspectRatio="xMidYMid slice">` +
    motifScene(
      motif,
      { ground: palette.surface, soft: palette.accent, ink: palette.text, fill: palette.primary },
      random,
      width,
      height,
    ) +
    '</svg>'
  );
}

/** The offline Image agent: art of the subject in the palette, one per hero and pictured item. */
export function makeImages(plan: SitePlan, content: SiteContent): SiteImages {
  const seed = `${plan.topic}:${plan.keywords.join(' ')}`;
  const site = [plan.siteType, plan.topic, plan.keywords.join(' '), plan.title];
  const siteMotif = motifFor(...site) ?? 'star';
  const images: SiteImages = {
    hero: subjectArt(`${seed}:hero`, siteMotif, plan.title, plan, 600, 420),
  };
  for (const section of plan.sections) {
    if (!PICTURED.has(section.kind)) continue;
    const items = content.sections[section.id]?.items ?? [];
    items.forEach((item, i) => {
      // People get the site's motif: a person's name says nothing of a picture.
      const own = PEOPLE.has(section.kind) ? undefined : motifFor(item.title, item.category ?? '');
      images[`${section.id}-${i}`] = subjectArt(
        `${seed}:${section.id}:${i}`,
        own ?? siteMotif,
        item.title,
        plan,
        320,
        220,
      );
    });
  }
  return images;
}
