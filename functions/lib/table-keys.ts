/**
 * Every key of the single table, in one place. A user's items share their partition
 * (`USER#{sub}`), each kind under a sort-key prefix of its own, so a `begins_with` on one prefix
 * never returns another kind; items found by an id from outside (a Razorpay order, a socket
 * connection, a subdomain) have a partition of their own. Each item kind has one owner module
 * that reads and writes it (docs/architecture.md lists them); the owners take their keys from here.
 */

const USER = 'USER#';
const PROJECT = 'PROJECT#';
const VERSION = 'VERSION#';
const LEDGER_ENTRY = 'TXN#';
const RUN = 'GENERATION#';
const RUN_STARTS = 'RUN_STARTS';
const RUN_START = 'RUN#';
const RUN_SLOT = 'RUN_SLOT#';
const WATCHER = 'WATCH#';
const DEPLOYMENT = 'DEPLOYMENT#';
const PUBLISH = 'PUBLISH#';
const SUBMISSION = 'FORMSUB#';
const VISITS = 'VISITS#';
const VISITOR = 'VISITOR#';
const VISITOR_SALT = 'VISITOR_SALT#';
const PRODUCT_ANALYTICS = 'PRODUCT_ANALYTICS';
const PRODUCT_DAY = 'DAY#';
const CONNECTION = 'CONNECTION#';
const SOCKET_TICKET = 'SOCKET_TICKET#';
const ORDER = 'ORDER#';
const PAYMENT_REFERENCE = 'PAYMENT#';
const PAYMENT_EVENT = 'WEBHOOK_EVENT#';
const SUBSCRIPTION = 'SUBSCRIPTION#';
const SUBDOMAIN = 'SUBDOMAIN#';
const SITE_DOMAIN = 'SITEDOMAIN#';
const DOMAIN_CLAIM = 'DOMAIN#';
const CONTACT_MONTH = 'CONTACT#';
const CONTACT_MESSAGE = 'MSG#';
const ABUSE_MONTH = 'ABUSE#';
const ABUSE_REPORT = 'REPORT#';
const MODERATION_MONTH = 'MODERATION#';
const MODERATION_ACTION = 'ACTION#';
const RATE = 'RATE#';
const HOUR = 'HOUR#';
const MINUTE = 'MINUTE#';
const EMAIL_CODE = 'EMAIL_CODE';
const WELCOME_DUE = 'WELCOME_DUE';
const GITHUB_CONNECTION = 'GITHUB_CONNECTION';
const GITHUB_STATE = 'GITHUB_STATE#';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** Version numbers are zero-padded in sort keys, so versions sort by number. */
const VERSION_DIGITS = 6;
/** So are a site's deploy numbers. */
const DEPLOY_DIGITS = 9;

/** The owner's partition: their profile, projects, versions, ledger, runs, watchers, deployments. */
export const userPartition = (userId: string) => `${USER}${userId}`;

export const profileKeys = {
  profile: (userId: string) => ({ PK: userPartition(userId), SK: 'PROFILE' }),
  /** The code last emailed to prove the profile's address (functions/auth/email-verification.ts). */
  emailCode: (userId: string) => ({ PK: userPartition(userId), SK: EMAIL_CODE }),
};

/** Welcome credits owed until the account proves its email (functions/credits/welcome-grant.ts). */
export const welcomeKeys = {
  due: (userId: string) => ({ PK: userPartition(userId), SK: WELCOME_DUE }),
};

export const projectKeys = {
  /** Sort keys of the user's projects begin with this, and nothing else's does. */
  prefix: PROJECT,
  project: (userId: string, projectId: string) => ({
    PK: userPartition(userId),
    SK: `${PROJECT}${projectId}`,
  }),
  /** The project id a project item's sort key stands for. */
  idOf: (sortKey: string) => sortKey.slice(PROJECT.length),
};

export const versionKeys = {
  projectPrefix: (projectId: string) => `${VERSION}${projectId}#`,
  version: (userId: string, projectId: string, version: number) => ({
    PK: userPartition(userId),
    SK: `${versionKeys.projectPrefix(projectId)}${String(version).padStart(VERSION_DIGITS, '0')}`,
  }),
};

export const ledgerKeys = {
  /** Entry ids are ULIDs, so entries sort by time under this prefix. */
  prefix: LEDGER_ENTRY,
  entry: (userId: string, entryId: string) => ({
    PK: userPartition(userId),
    SK: `${LEDGER_ENTRY}${entryId}`,
  }),
  /** The entry id a ledger item's sort key stands for. */
  idOf: (sortKey: string) => sortKey.slice(LEDGER_ENTRY.length),
};

export const runKeys = {
  /** Every run record of a user's partition starts so. */
  prefix: RUN,
  projectPrefix: (projectId: string) => `${RUN}${projectId}#`,
  run: (userId: string, projectId: string, generationId: string) => ({
    PK: userPartition(userId),
    SK: `${runKeys.projectPrefix(projectId)}${generationId}`,
  }),
};

/**
 * Runs debited whose execution was not yet seen to start, in one partition of their own, by the
 * time of the debit: the overdue ones are the oldest, read first. An item lives for moments (its
 * run's start removes it), so the partition stays small.
 */
export const runStartKeys = {
  partition: RUN_STARTS,
  prefix: RUN_START,
  start: (startedAt: string, generationId: string) => ({
    PK: RUN_STARTS,
    SK: `${RUN_START}${startedAt}#${generationId}`,
  }),
};

/**
 * The account's places for runs under way at once, in its partition: a run holds one from its
 * debit to its end (or its lease's), whichever project it builds.
 */
export const runSlotKeys = {
  prefix: RUN_SLOT,
  slot: (userId: string, index: number) => ({
    PK: userPartition(userId),
    SK: `${RUN_SLOT}${index}`,
  }),
};

export const connectionKeys = {
  connection: (connectionId: string) => ({ PK: `${CONNECTION}${connectionId}`, SK: 'CONNECTION' }),
  watcherPrefix: (projectId: string) => `${WATCHER}${projectId}#`,
  watcher: (userId: string, projectId: string, connectionId: string) => ({
    PK: userPartition(userId),
    SK: `${connectionKeys.watcherPrefix(projectId)}${connectionId}`,
  }),
};

export const socketTicketKeys = {
  ticket: (ticket: string) => ({ PK: `${SOCKET_TICKET}${ticket}`, SK: 'TICKET' }),
};

export const paymentOrderKeys = {
  order: (orderId: string) => ({ PK: `${ORDER}${orderId}`, SK: 'ORDER' }),
};

/**
 * The user's Razorpay orders and subscriptions, listed in their partition by id: the order and
 * the subscription's owner live in partitions of their own (a webhook finds them by id), so this
 * is how the account's payments are found when the account is exported or closed.
 */
export const paymentReferenceKeys = {
  prefix: PAYMENT_REFERENCE,
  reference: (userId: string, paymentId: string) => ({
    PK: userPartition(userId),
    SK: `${PAYMENT_REFERENCE}${paymentId}`,
  }),
};

export const paymentEventKeys = {
  event: (eventId: string) => ({ PK: `${PAYMENT_EVENT}${eventId}`, SK: 'EVENT' }),
};

export const subscriptionKeys = {
  ofUser: (userId: string) => ({ PK: userPartition(userId), SK: 'SUBSCRIPTION' }),
  owner: (subscriptionId: string) => ({ PK: `${SUBSCRIPTION}${subscriptionId}`, SK: 'OWNER' }),
};

export const deploymentKeys = {
  /** Sort keys of a user's deployments begin with this, and nothing else's does. */
  prefix: DEPLOYMENT,
  deployment: (userId: string, projectId: string) => ({
    PK: userPartition(userId),
    SK: `${DEPLOYMENT}${projectId}`,
  }),
  subdomain: (subdomain: string) => ({ PK: `${SUBDOMAIN}${subdomain}`, SK: 'SUBDOMAIN' }),
  /** A project's deploys (each publish of its site), in the owner's partition, by number. */
  deploysPrefix: (projectId: string) => `${PUBLISH}${projectId}#`,
  deploy: (userId: string, projectId: string, number: number) => ({
    PK: userPartition(userId),
    SK: `${deploymentKeys.deploysPrefix(projectId)}${String(number).padStart(DEPLOY_DIGITS, '0')}`,
  }),
};

export const customDomainKeys = {
  /** Sort keys of a user's site domains begin with this, and nothing else's does. */
  siteDomainPrefix: SITE_DOMAIN,
  /** Partition keys of domain claims begin with this, and no other partition's does. */
  claimPrefix: DOMAIN_CLAIM,
  /** A site's custom domain (one per site), in its owner's partition. */
  siteDomain: (userId: string, projectId: string) => ({
    PK: userPartition(userId),
    SK: `${SITE_DOMAIN}${projectId}`,
  }),
  /** The domain's claim: one site of one user may hold it. */
  claim: (domain: string) => ({ PK: `${DOMAIN_CLAIM}${domain}`, SK: 'DOMAIN' }),
};

export const submissionKeys = {
  /** A site's form submissions, in its owner's partition; ids are ULIDs, so newest sort last. */
  projectPrefix: (projectId: string) => `${SUBMISSION}${projectId}#`,
  submission: (userId: string, projectId: string, id: string) => ({
    PK: userPartition(userId),
    SK: `${submissionKeys.projectPrefix(projectId)}${id}`,
  }),
};

export const visitKeys = {
  /** A site's daily visit counts, in its owner's partition, by UTC day (`YYYY-MM-DD`). */
  projectPrefix: (projectId: string) => `${VISITS}${projectId}#`,
  day: (userId: string, projectId: string, day: string) => ({
    PK: userPartition(userId),
    SK: `${visitKeys.projectPrefix(projectId)}${day}`,
  }),
  /** A visitor already counted on a site that day, known only by the day's salted hash. */
  visitor: (day: string, hash: string) => ({ PK: `${VISITOR}${day}#${hash}`, SK: 'VISITOR' }),
  /** The day's random salt of those hashes, thrown away (TTL) soon after the day ends. */
  salt: (day: string) => ({ PK: `${VISITOR_SALT}${day}`, SK: 'SALT' }),
};

export const productAnalyticsKeys = {
  /**
   * Sitewright's own analytics, one item per UTC day (`YYYY-MM-DD`) in one partition, so a period
   * is one query. Every count of a day goes to its one item (ADD), at most a few a second.
   */
  partition: PRODUCT_ANALYTICS,
  day: (day: string) => ({ PK: PRODUCT_ANALYTICS, SK: `${PRODUCT_DAY}${day}` }),
};

export const contactKeys = {
  /** Messages are filed by month, so an operator reads a month with one query. */
  monthPrefix: CONTACT_MONTH,
  message: (id: string, createdAt: Date) => ({
    PK: `${CONTACT_MONTH}${createdAt.toISOString().slice(0, 7)}`,
    SK: `${CONTACT_MESSAGE}${id}`,
  }),
};

/** The month of an instant, `YYYY-MM`, as the operators' logs are filed. */
const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** Reports of deployed sites, filed by month like contact messages: a month is one query. */
export const abuseReportKeys = {
  monthPrefix: ABUSE_MONTH,
  report: (id: string, createdAt: Date) => ({
    PK: `${ABUSE_MONTH}${monthOf(createdAt)}`,
    SK: `${ABUSE_REPORT}${id}`,
  }),
};

/**
 * What was done to sites for abuse (held by the check before publishing, taken down, released),
 * by whom, when and why, filed by month; kept when the site or its owner's account goes.
 */
export const moderationKeys = {
  monthPrefix: MODERATION_MONTH,
  action: (id: string, at: Date) => ({
    PK: `${MODERATION_MONTH}${monthOf(at)}`,
    SK: `${MODERATION_ACTION}${id}`,
  }),
};

export const githubKeys = {
  /** The user's GitHub connection for save to GitHub: the sealed token (github-connections.ts). */
  connection: (userId: string) => ({ PK: userPartition(userId), SK: GITHUB_CONNECTION }),
  /** A connection under way: the OAuth state GitHub hands back, found by the state itself. */
  state: (state: string) => ({ PK: `${GITHUB_STATE}${state}`, SK: 'STATE' }),
};

/**
 * What a rate limit counts: contact messages, reports of sites, sign-ups and password resets, by
 * sender or email; form posts and page views of a deployed site, by visitor; live-connection
 * messages by user, across their connections; connections opened, by address and by user; calls
 * of a costly route, by account or address (functions/http/route-limits.ts).
 */
export type RateScope =
  | 'CONTACT'
  | 'ABUSE_REPORT'
  | 'REGISTER_ADDRESS'
  | 'REGISTER_EMAIL'
  | 'RESET_ADDRESS'
  | 'RESET_EMAIL'
  | 'SITE_FORM'
  | 'SITE_VIEW'
  | 'SOCKET_USER'
  | 'SOCKET_CONNECT'
  | 'SOCKET_USER_CONNECT'
  | 'ROUTE_CALLER';

export const rateKeys = {
  /** One subject's count in one clock hour (functions/lib/rate-limits.ts). */
  hourWindow: (scope: RateScope, subject: string, at: Date) => ({
    PK: `${RATE}${scope}#${subject}`,
    SK: `${HOUR}${Math.floor(at.getTime() / HOUR_MS)}`,
  }),
  /** One subject's count in one clock minute. */
  minuteWindow: (scope: RateScope, subject: string, at: Date) => ({
    PK: `${RATE}${scope}#${subject}`,
    SK: `${MINUTE}${Math.floor(at.getTime() / MINUTE_MS)}`,
  }),
};
