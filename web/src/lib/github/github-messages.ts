/** What the save to GitHub screens say. */
export const GITHUB_MESSAGES = {
  connected: (login: string) => `GitHub connected as @${login}.`,
  cancelled: 'GitHub was not connected.',
  connectFailed: 'GitHub could not be connected. Please try again.',
  saved: (version: number, repository: string) => `Saved version ${version} to ${repository}.`,
  saveFailed: 'The project could not be saved to GitHub. Please try again.',
  disconnected: 'GitHub disconnected.',
  disconnectFailed: 'GitHub could not be disconnected. Please try again.',
} as const;
