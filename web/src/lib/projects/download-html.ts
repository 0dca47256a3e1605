/** Characters no common file system accepts in a name (control characters are dropped too). */
const UNSAFE_FILE_NAME_CHARACTERS = /[\\/:*?"<>|]/g;

function withoutControlCharacters(text: string): string {
  return [...text].filter((char) => char.charCodeAt(0) >= 0x20).join('');
}

/** `{project name}.html` (spec §7), with characters file systems refuse replaced. */
export function htmlFileName(projectName: string): string {
  const base =
    withoutControlCharacters(projectName).replace(UNSAFE_FILE_NAME_CHARACTERS, '-').trim() ||
    'website';
  return `${base}.html`;
}

/** Saves the HTML as a file in the browser; nothing is sent anywhere. */
export function downloadHtml(projectName: string, html: string): void {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = htmlFileName(projectName);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
