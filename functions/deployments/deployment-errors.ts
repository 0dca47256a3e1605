export type DeploymentFailure =
  | 'projectNotFound'
  | 'noCode'
  | 'notDeployed'
  | 'deployNotFound'
  | 'submissionNotFound'
  | 'changedMeanwhile'
  | 'domainNotAllowed'
  | 'domainTaken'
  | 'siteHasDomain'
  | 'noCustomDomain'
  | 'customDomainsOff'
  | 'addressReserved'
  | 'addressTaken'
  | 'heldForReview'
  | 'takenDown'
  | 'siteNotFound'
  | 'notUnderReview';

const messages: Record<DeploymentFailure, string> = {
  // Another user's project and a missing one read the same, so ids reveal nothing.
  projectNotFound: 'Project not found',
  noCode: 'No code to deploy. Generate a website first.',
  notDeployed: 'This project is not deployed',
  deployNotFound: 'That deploy is no longer kept. Choose one from the deploy history.',
  submissionNotFound: 'That submission was already deleted',
  changedMeanwhile: 'The deployment changed while deploying. Please try again.',
  domainNotAllowed: 'That domain cannot be used for a site',
  domainTaken: 'That domain is already connected to another site',
  siteHasDomain: 'This site already has a custom domain. Remove it first to use another.',
  noCustomDomain: 'This site has no custom domain',
  customDomainsOff: 'Custom domains are not configured',
  addressReserved: 'That address is reserved. Try another.',
  addressTaken: 'That address is taken. Try another.',
  heldForReview:
    'Your site is held for review and was not published. We will look at it soon; contact us if you think this is a mistake.',
  takenDown:
    'This site was taken down after a review for abuse, so it cannot be published or deleted. Contact us if you think this is a mistake.',
  siteNotFound: 'No site is published at that address',
  notUnderReview: 'That site is not held for review or taken down',
};

/** What the owner of a site held for review is told, with what the check found. */
export const heldForReviewMessage = (found: string) =>
  `Your site is held for review and was not published. ${found} Pages like this are often used for phishing, so we look at them before they go live. We will look at it soon; contact us if you think this is a mistake.`;

/** A refusal of the deployments domain, worded for the caller. */
export class DeploymentError extends Error {
  constructor(
    readonly failure: DeploymentFailure,
    message: string = messages[failure],
  ) {
    super(message);
    this.name = 'DeploymentError';
  }
}
