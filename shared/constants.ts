/** Business constants of requirements §9, in one place for the server and the web app. */

export const WELCOME_CREDITS = 20;
export const MIN_PASSWORD_LENGTH = 8;
export const RESET_CODE_LENGTH = 6;

/** The dashboard names a project after the first 50 characters of its description. */
export const PROJECT_NAME_FROM_DESCRIPTION_LENGTH = 50;
export const MIN_CREDITS_TO_CREATE_PROJECT = 1;
export const RECENT_PROJECTS_LIMIT = 6;
/** The only model the product offers; the client sends it at project creation. */
export const PROJECT_MODEL = 'gpt-5';

export const TRANSACTION_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Length limits the requirements leaves open; chosen generous for people, small for abuse. */
export const LIMITS = {
  usernameMax: 50,
  emailMax: 254,
  passwordMax: 256,
  projectNameMax: 100,
  descriptionMax: 5000,
  promptMax: 5000,
  contactNameMax: 100,
  contactSubjectMax: 200,
  contactMessageMax: 5000,
  /** A report of a deployed site: what is wrong with it, and a site's address as typed. */
  abuseDetailsMax: 5000,
  reportedSiteMax: 500,
  /** Why an operator took a site down or released it. */
  moderationReasonMax: 1000,
  /** A page saved from the preview's editor (`PUT /api/projects/{projectId}/code`). */
  codeMaxBytes: 2 * 1024 * 1024,
} as const;

export const AGENT_NAMES = [
  'Planner',
  'Content',
  'Image',
  'Frontend',
  'Backend',
  'Testing',
] as const;
export type AgentName = (typeof AGENT_NAMES)[number];

/**
 * Credits each agent costs per run. The requirements gives all but Content, which has a colour and no
 * default cost; Content writes copy from the plan, a lighter job than Planner's.
 */
export const AGENT_COSTS: Record<AgentName, number> = {
  Planner: 12,
  Content: 8,
  Image: 15,
  Frontend: 16,
  Backend: 12,
  Testing: 10,
};

/**
 * How much an edit changes: a small one (a rename, a text, a colour, a font, a section removed or
 * moved) or a larger one (a section added, a restyle, a rewording). An edit that asks for a new
 * site or a redesign is priced as a build.
 */
export const EDIT_SIZES = ['small', 'medium'] as const;
export type EditSize = (typeof EDIT_SIZES)[number];

/**
 * Credits each agent costs in an edit, by its size: the work is a fraction of a build's, so with
 * the model's credit a small edit by the Frontend costs 3 and a larger one 6 (8 with the Content
 * agent rewording), and the 20 welcome credits buy a first build and an edit.
 */
export const EDIT_AGENT_COSTS: Record<EditSize, Record<AgentName, number>> = {
  small: { Planner: 2, Content: 1, Image: 2, Frontend: 2, Backend: 2, Testing: 1 },
  medium: { Planner: 4, Content: 2, Image: 5, Frontend: 5, Backend: 4, Testing: 3 },
};

/** Fixed colour per agent name, used wherever an agent is shown. */
export const AGENT_COLORS: Record<AgentName, string> = {
  Planner: '#8b5cf6',
  Content: '#06b6d4',
  Image: '#ec4899',
  Frontend: '#3b82f6',
  Backend: '#10b981',
  Testing: '#f59e0b',
};

/** Builds with at least this many agents get the multi-agent discount. */
export const MULTI_AGENT_DISCOUNT_MIN_AGENTS = 4;
export const MULTI_AGENT_DISCOUNT = 0.1;

/** The progress bar width of a working agent that has not reported a percent. */
export const DEFAULT_PROGRESS_PERCENT = 50;

/** Credits charged per chat message for the model, on top of the agents it runs. */
export const MODEL_COSTS: Readonly<Record<string, number>> = { [PROJECT_MODEL]: 1 };

/** What a run is recorded and priced as when no model is configured: templates, no model credit. */
export const TEMPLATE_ENGINE = 'templates';

export const CURRENCY = 'INR';
export const PAISE_PER_RUPEE = 100;

/** Contact messages accepted from one address per hour, before 'Too many messages'. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

/** Reports of deployed sites accepted from one address per hour, as for contact messages. */
export const ABUSE_REPORTS_PER_HOUR = 5;

/**
 * The user pool group of the operators: its members' tokens name it (`cognito:groups`), and only
 * they may take sites down or release them.
 */
export const OPERATORS_GROUP = 'operators';

/**
 * Sign-ups and password reset emails allowed per hour: per caller address (an office behind one
 * address still signs up a team) and per email (repeats at one address are someone's mistake or
 * someone's abuse).
 */
export const ACCOUNT_EMAIL_LIMITS = {
  register: { perAddress: 20, perEmail: 5 },
  reset: { perAddress: 20, perEmail: 5 },
} as const;

export const DEPLOY_PREVIEW_OPEN_DELAY_MS = 1000;

/**
 * How many deploys of a site are kept, each with its own address and a rollback: the newest, and
 * the live one whatever its age. Older copies are deleted after each publish.
 */
export const KEPT_DEPLOYS = 10;

/** How long a site's old address sends visitors to its new one after the address changes. */
export const ADDRESS_REDIRECT_DAYS = 30;

/** A site address a person chooses: its shortest and longest. */
export const SITE_ADDRESS_MIN = 3;
export const SITE_ADDRESS_MAX = 40;

export const CONTACT_SEND_DELAY_MS = 1000;

/** Landing-page elements animate in once at least this share of them is visible. */
export const ANIMATE_IN_THRESHOLD = 0.1;

/** Toasts (requirements §9); these match sonner's defaults, stated here so they are ours. */
export const TOAST = {
  durationMs: 4000,
  visibleToasts: 3,
  gapPx: 14,
  position: 'bottom-right',
  widthPx: 356,
  swipeThresholdPx: 45,
  swipeVelocityThreshold: 0.11,
} as const;

/** Local browser storage keys (requirements §3). */
export const STORAGE_KEYS = { token: 'token', user: 'user' } as const;

/** What a deployed site's form may send (`POST /_forms/{form}` on the site's own address). */
export const SITE_FORM_LIMITS = {
  /** A form's name: its id, lowercased. */
  namePattern: /^[a-z0-9][a-z0-9_-]{0,39}$/,
  maxFields: 30,
  maxFieldNameLength: 64,
  maxValueLength: 5000,
  /** The whole body, in bytes. */
  maxBytes: 32 * 1024,
  /** Submissions one visitor may send to one site in an hour. */
  perVisitorPerHour: 10,
  /** The hidden field people never see and bots fill in; the page's script adds it. */
  honeypotField: '_gotcha',
} as const;

/** An owner who asked is emailed about new submissions at most once per site in this while. */
export const SUBMISSION_EMAIL_WINDOW_MINUTES = 10;

/** API Gateway's cap on one WebSocket message, in bytes. */
export const MAX_SOCKET_MESSAGE_BYTES = 128 * 1024;

/** The longest account of one thing an edit could not do. */
export const NOT_DONE_MAX = 300;

/** How long a deleted project can be brought back (Undo) before its delete is sent. */
export const UNDO_DELETE_MS = 6000;
