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
  | 'addressTaken';

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
};

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
