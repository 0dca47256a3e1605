/** Every message of the dashboard and workspace, verbatim from requirements §5 and §8. */
export const PROJECT_MESSAGES = {
  describeFirst: 'Please describe what you want to build',
  created: 'Project created! Opening workspace...',
  createFailed: 'Failed to create project',
  deleted: 'Project deleted',
  deleteFailed: 'Failed to delete project',
  loadFailed: 'Failed to load data',
  insufficientCredits: 'Insufficient credits. Please buy more credits.',
} as const;
