import { describeAgentsEarnTheirPrice } from '../../../testing/fixtures/generation/agents-earn-suite';
import { PLAIN_ONE_PAGE_PROMPTS } from '../../../testing/fixtures/generation/plain-prompts';

// Three of the ten briefs on every run; tests/slow/agents-earn-their-price.test.ts builds the rest.
describeAgentsEarnTheirPrice(PLAIN_ONE_PAGE_PROMPTS.slice(0, 3));
