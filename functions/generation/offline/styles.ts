import type { Palette, Theme } from '../page/site-plan';
import { buildPalette } from './palette';
import {
  CARD_SHADOW,
  LAYOUT,
  SPACING,
  TYPE_SCALE,
  radiusFor,
  sectionSpacingFor,
} from '../page/design-system';

export const FONTS: Record<Theme['font'], string> = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  serif: 'Georgia, "Times New Roman", serif',
  rounded: 'ui-rounded, "Nunito", "Trebuchet MS", system-ui, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, monospace',
};

const paletteVariables = (p: Palette): string =>
  `--bg:${p.background};--surface:${p.surface};--text:${p.text};--muted:${p.muted};--primary:${p.primary};--on-primary:${p.onPrimary};--accent:${p.accent};--link:${p.link}`;

/**
 * Both palettes under `data-theme` on <html>, for a light/dark switch: the other mode's built the
 * same way as the theme's own, so just as readable. Each rule on a line of its own.
 */
export function themeToggleRules(theme: Theme): string {
  const other = theme.mode === 'dark' ? 'light' : 'dark';
  return `\n[data-theme=${other}]{${paletteVariables(buildPalette(theme.hue, other, theme.mood))};color-scheme:${other}}\n[data-theme=${theme.mode}]{${paletteVariables(theme.palette)};color-scheme:${theme.mode}}`;
}

/**
 * The page's stylesheet: CSS variables from the palette, responsive grids, no external assets.
 * With a theme toggle, the other mode's palette (built the same way, so just as readable) applies
 * under `data-theme` on <html>.
 */
export function pageStyles(theme: Theme, options: { themeToggle?: boolean } = {}): string {
  const p = theme.palette;
  // The design system's tokens (page/design-system.ts): the model's pages are asked for the same.
  const radius = radiusFor(theme.mood);
  const alternate = options.themeToggle ? themeToggleRules(theme) : '';
  const spacing = sectionSpacingFor(theme.mood);
  return `:root{${paletteVariables(p)};--radius:${radius};color-scheme:${theme.mode}}${alternate}
*{box-sizing:border-box}
html{scroll-behavior:smooth}
body{margin:0;background:var(--bg);color:var(--text);font-family:${FONTS[theme.font]};line-height:1.6;overflow-wrap:anywhere}
a{color:var(--link)}
a:focus-visible,button:focus-visible,input:focus-visible,textarea:focus-visible,summary:focus-visible,[tabindex]:focus-visible{outline:3px solid var(--link);outline-offset:2px}
.wrap{max-width:${LAYOUT.content};margin:0 auto;padding:0 ${SPACING.gutter}}
.skip{position:absolute;left:-999px;top:0;background:var(--primary);color:var(--on-primary);padding:.5rem 1rem}
.skip:focus{left:1rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.site-header{position:sticky;top:0;z-index:10;background:var(--bg);border-bottom:1px solid var(--surface)}
.bar{display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:4rem}
.bar-end{display:flex;align-items:center;gap:.75rem}
.theme-toggle{padding:.45rem .9rem}
.brand{font-weight:800;font-size:1.2rem;text-decoration:none;color:var(--text);overflow-wrap:break-word}
.site-nav ul{display:flex;flex-wrap:wrap;gap:1rem;list-style:none;margin:0;padding:0}
.site-nav a{text-decoration:none;color:var(--text)}
.site-nav a:hover{color:var(--link);text-decoration:underline}
.nav-toggle{display:none}
section{padding:${spacing} 0}
section:nth-of-type(even){background:var(--surface)}
h1,h2,h3{line-height:1.2;margin:0 0 .75rem}
h1{font-size:${TYPE_SCALE.h1}}
h2{font-size:${TYPE_SCALE.h2}}
h3{font-size:${TYPE_SCALE.h3}}
.intro,.muted{color:var(--muted)}
.hero-grid{display:grid;grid-template-columns:1.1fr 1fr;gap:2.5rem;align-items:center}
.lead{font-size:${TYPE_SCALE.lead};color:var(--muted)}
.art{display:block;width:100%;height:auto;border-radius:var(--radius)}
.button,button.primary,.tabs [role=tab][aria-selected=true],.filters [aria-pressed=true]{background:var(--primary);color:var(--on-primary);border:0}
.stores{display:flex;flex-wrap:wrap;gap:.75rem;margin:1rem 0 0}
.button.store{background:var(--text);color:var(--bg)}
.button,button{display:inline-block;padding:.7rem 1.3rem;border-radius:var(--radius);font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
button{background:var(--surface);color:var(--text);border:1px solid var(--muted)}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:${SPACING.gap};list-style:none;margin:1.5rem 0 0;padding:0}
.card{background:var(--bg);border:1px solid var(--surface);border-radius:var(--radius);padding:${SPACING.card};box-shadow:${CARD_SHADOW}}
section:nth-of-type(even) .card{border-color:var(--bg)}
.card .art{margin-bottom:1rem}
.price{font-weight:800;font-size:1.25rem}
.tag{display:inline-block;font-size:${TYPE_SCALE.small};color:var(--muted)}
.filters,[role=tablist]{display:flex;flex-wrap:wrap;gap:.5rem;margin:1rem 0}
.cart{margin-top:2rem;padding:1.25rem;border:2px solid var(--primary);border-radius:var(--radius);background:var(--bg)}
.cart ul{list-style:none;padding:0}
.cart li{display:flex;justify-content:space-between;gap:1rem;align-items:center;padding:.25rem 0}
.dishes,.sessions{list-style:none;padding:0;margin:0}
.dishes li,.sessions li{display:grid;grid-template-columns:1fr auto;gap:.25rem 1rem;padding:.9rem 0;border-bottom:1px solid var(--muted)}
.dishes p,.sessions p{grid-column:1/-1;margin:0;color:var(--muted)}
.stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(180px,1fr));gap:1.5rem;margin:0;padding:0;list-style:none}
.stats li{display:flex;flex-direction:column}
.stats strong{font-size:2.4rem;font-weight:800;line-height:1.15}
.stats span{color:var(--muted)}
blockquote{margin:0;font-size:1.1rem}
figure{margin:0}
details{border-bottom:1px solid var(--muted);padding:1rem 0}
summary{cursor:pointer;font-weight:700}
form{display:grid;gap:1rem;max-width:36rem;margin-top:1.5rem}
label{font-weight:700;display:block}
input,textarea{width:100%;padding:.7rem;border-radius:var(--radius);border:1px solid var(--muted);background:var(--bg);color:var(--text);font:inherit}
.error{color:var(--text);font-weight:700;min-height:1em}
[aria-invalid=true]{border:2px solid var(--accent)}
select{width:100%;padding:.7rem;border-radius:var(--radius);border:1px solid var(--muted);background:var(--bg);color:var(--text);font:inherit}
.badges{display:inline-flex;flex-wrap:wrap;gap:.35rem;vertical-align:middle}
.badge{display:inline-block;font-size:.75rem;font-weight:700;padding:.1rem .5rem;border-radius:999px;border:1px solid var(--muted);color:var(--text)}
.billing{display:flex;flex-wrap:wrap;gap:.5rem;margin:1rem 0}
.billing [aria-pressed=true]{background:var(--primary);color:var(--on-primary);border-color:var(--primary)}
.billing [aria-pressed=true] .muted{color:inherit}
.lightbox-open{display:block;width:100%;padding:0;border:0;background:none;cursor:zoom-in}
.lightbox{position:fixed;inset:0;z-index:50;display:grid;place-items:center;padding:1rem;background:rgb(0 0 0 / 80%)}
.lightbox[hidden]{display:none}
.lightbox figure{max-width:min(92vw,900px);background:var(--bg);color:var(--text);padding:1rem;border-radius:var(--radius)}
.lightbox-close{position:absolute;top:1rem;right:1rem}
.contact-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));gap:2rem;align-items:start}
.contact-grid address{font-style:normal;line-height:1.9}
footer{padding:2rem 0;border-top:1px solid var(--surface);color:var(--muted)}
@media (max-width:${LAYOUT.narrow}px){.hero-grid{grid-template-columns:1fr}.nav-toggle{display:inline-block}.js .site-nav ul{display:none;flex-direction:column;position:absolute;right:1rem;top:4rem;background:var(--bg);padding:1rem;border:1px solid var(--muted);border-radius:var(--radius)}.js .site-nav.open ul{display:flex}}
.nav-toggle,.theme-toggle{white-space:nowrap;flex-shrink:0}
@media (max-width:420px){.bar-end{gap:.4rem}.nav-toggle,.theme-toggle{padding:.6rem .7rem}}
.bar>.brand{min-width:0}
.site-nav.long .nav-toggle{display:inline-block}
.js .site-nav.long ul{display:none;flex-direction:column;position:absolute;right:1rem;top:4rem;max-height:calc(100vh - 5rem);overflow-y:auto;background:var(--bg);padding:1rem;border:1px solid var(--muted);border-radius:var(--radius)}
.js .site-nav.long.open ul{display:flex}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}}`;
}
