/**
 * The project a GitHub connection was started from, kept in the tab while GitHub's consent page is
 * open: when GitHub sends the browser back with a refusal, the server has not been asked, so only
 * the tab knows where to return.
 */
const KEY = 'sitewright.github-connect-project';

export function rememberConnectingProject(projectId: string): void {
  try {
    sessionStorage.setItem(KEY, projectId);
  } catch {
    // Storage off: a refusal then returns to the dashboard.
  }
}

export function takeConnectingProject(): string | null {
  try {
    const projectId = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return projectId;
  } catch {
    return null;
  }
}
