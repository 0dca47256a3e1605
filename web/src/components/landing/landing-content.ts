import { WELCOME_CREDITS } from '../../../../shared/constants';

/** Marketing figures of requirements §9, as the landing page states them. */
export const MARKETING = {
  agents: 4,
  sitesCreated: '1,000+',
  buildTime: '<30s',
  uptime: '99.9%',
  freeCredits: WELCOME_CREDITS,
} as const;

export interface HeroStat {
  value: string;
  /** How a screen reader says the value, when the short form would read badly. */
  spoken?: string;
  label: string;
}

export const HERO_STATS: readonly HeroStat[] = [
  { value: MARKETING.sitesCreated, spoken: 'Over 1,000', label: 'Websites created' },
  { value: MARKETING.buildTime, spoken: 'Under 30 seconds', label: 'Average build time' },
  { value: MARKETING.uptime, label: 'Uptime' },
];

export const HERO_DESCRIPTION =
  'Describe your idea in plain English and four specialised AI agents build a complete ' +
  'full-stack site: frontend, backend, database and deployment. Deploy it to a custom URL, ' +
  'share it, iterate on it and save it to GitHub.';

export const CTA_TITLE = 'Ready to Build Something Amazing?';
export const CTA_TEXT = `Start with ${MARKETING.freeCredits} free credits. No credit card required.`;

export interface HowItWorksStep {
  title: string;
  text: string;
}

export const HOW_IT_WORKS_STEPS: readonly HowItWorksStep[] = [
  {
    title: 'Describe Your Vision',
    text:
      'Tell us what you want in plain English: a portfolio, an online store, a landing page for ' +
      'your launch. No templates to wrestle, no code to write.',
  },
  {
    title: 'AI Agents Build',
    text:
      'Specialised agents plan the structure, write the copy, design the pages and test the ' +
      'result. Watch each one work live, with every credit accounted for.',
  },
  {
    title: 'Deploy & Share',
    text:
      'Publish to a custom URL with free SSL in one click, share the link, keep iterating by ' +
      'chat, or download the code and save it to GitHub.',
  },
];
