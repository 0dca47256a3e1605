import type { SiteContent, SiteImages, SitePlan } from '../agents/site-plan.ts';
import { escapeHtml } from './html.ts';
import { seededRandom, type SeededRandom } from './seeded-random.ts';

/** Kinds whose items get a picture. */
const PICTURED = new Set(['products', 'gallery', 'posts', 'team', 'speakers', 'judges']);

function shapes(
  random: SeededRandom,
  colours: readonly string[],
  width: number,
  height: number,
  count: number,
): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const fill = random.pick(colours);
    const x = random.int(0, width);
    const y = random.int(0, height);
    const size = random.int(Math.round(height / 10), Math.round(height / 2.5));
    const opacity = (random.int(35, 90) / 100).toFixed(2);
    const shape = random.int(0, 2);
    if (shape === 0) {
      parts.push(
        `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" fill-opacity="${opacity}"></circle>`,
      );
    } else if (shape === 1) {
      parts.push(
        `<rect x="${x - size}" y="${y - size / 2}" width="${size * 2}" height="${size}" rx="${random.int(0, size / 2)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${random.int(-30, 30)} ${x} ${y})"></rect>`,
      );
    } else {
      parts.push(
        `<path d="M${x - size} ${y + size} Q${x} ${y - size * 1.5} ${x + size} ${y + size} Z" fill="${fill}" fill-opacity="${opacity}"></path>`,
      );
    }
  }
  return parts.join('');
}

function wave(random: SeededRandom, colour: string, width: number, height: number): string {
  const top = random.int(Math.round(height * 0.55), Math.round(height * 0.8));
  const crest = random.int(-40, 40);
  return `<path d="M0 ${top} C${width / 3} ${top + crest} ${(2 * width) / 3} ${top - crest} ${width} ${top} L${width} ${height} L0 ${height} Z" fill="${colour}" fill-opacity="0.55"></path>`;
}

export function svgArt(
  seed: string,
  label: string,
  plan: SitePlan,
  width: number,
  height: number,
  count: number,
): string {
  const random = seededRandom(seed);
  const { palette } = plan.theme;
  const colours = [palette.primary, palette.accent, palette.surface, palette.link];
  return (
    `<svg class="art" role="img" aria-label="${escapeHtml(label)}" viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg" preserveAspectRatio="xMidYMid slice">` +
    `<rect width="${width}" height="${height}" fill="${palette.surface}"></rect>` +
    shapes(random, colours, width, height, count) +
    wave(random, palette.accent, width, height) +
    '</svg>'
  );
}

/** The offline Image agent: crafted SVG art in the palette, one per hero and pictured item. */
export function makeImages(plan: SitePlan, content: SiteContent): SiteImages {
  const seed = `${plan.topic}:${plan.keywords.join(' ')}`;
  const images: SiteImages = {
    hero: svgArt(`${seed}:hero`, `Illustration for ${plan.title}`, plan, 600, 420, 7),
  };
  for (const section of plan.sections) {
    if (!PICTURED.has(section.kind)) continue;
    const items = content.sections[section.id]?.items ?? [];
    items.forEach((item, i) => {
      images[`${section.id}-${i}`] = svgArt(
        `${seed}:${section.id}:${i}`,
        item.title,
        plan,
        320,
        220,
        4,
      );
    });
  }
  return images;
}
