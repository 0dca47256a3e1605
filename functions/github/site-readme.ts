/**
 * The README.md a saved site carries: what the project is, that Sitewright built it, and the
 * prompt of the version saved (quoted, so the person's words cannot turn into the README's own
 * headings or links).
 */
export function siteReadme(input: {
  projectName: string;
  version: number;
  prompt: string;
  appUrl: string;
}): string {
  const quoted = input.prompt
    .trim()
    .split(/\r?\n/)
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
  const title = input.projectName.replace(/[\r\n]+/g, ' ').trim() || 'Website';
  return [
    `# ${title}`,
    '',
    `This website was built with [Sitewright](${input.appUrl}), an AI website builder.`,
    '',
    'Open `index.html` in a browser to see it; its images are in `assets/`. Any static host',
    '(GitHub Pages included) serves it as it is.',
    '',
    `## Version ${input.version}`,
    '',
    quoted,
    '',
  ].join('\n');
}
