/** Every message of the deployment page: verbatim from requirements §5 and §8 where the requirements words it. */
export const DEPLOYMENT_MESSAGES = {
  loadFailed: 'Failed to load data',
  deployFailed: 'Deployment failed',
  deleteFailed: 'Failed to delete deployment',
  noCodeHint: 'Generate a website first before deploying',
  // The requirements leaves these open.
  deleted: 'Deployment deleted',
  popupBlocked: 'Your browser blocked the new tab. Open the preview from here.',
  rollbackFailed: 'Could not make that deploy live',
  historyFailed: 'Could not load the deploy history',
  submissionsFailed: 'Could not load the form submissions',
  moreSubmissionsFailed: 'Could not load more submissions. Please try again.',
  submissionDeleted: 'Submission deleted',
  submissionDeleteFailed: 'Could not delete the submission',
  exportFailed: 'Could not export the submissions',
  domainFailed: 'Could not load the custom domain',
  domainAddFailed: 'Could not add the domain',
  domainCheckFailed: 'Could not check the DNS records',
  domainRemoveFailed: 'Could not remove the domain',
  domainRemoved: 'Domain removed',
  copied: 'Copied',
  analyticsFailed: 'Could not load the visitor counts',
  submissionEmailsOnFailed: 'Could not turn on emails for new submissions. Please try again.',
  submissionEmailsOffFailed: 'Could not turn off emails for new submissions. Please try again.',
  exportCapped: (limit: number) =>
    `Exported the newest ${limit.toLocaleString('en-IN')} submissions; older ones were left out.`,
} as const;
