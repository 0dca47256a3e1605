/**
 * Opens `url` in a new tab, cut off from this page (no `window.opener`), and says whether the
 * browser let it open. `noopener` would cut it off too, but then `window.open` answers null
 * either way and a blocked tab could not be told apart.
 */
export function openInNewTab(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  try {
    tab.opener = null;
  } catch {
    // Already navigated cross-origin: nothing of this page is reachable from it.
  }
  return true;
}
