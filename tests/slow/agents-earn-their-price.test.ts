import { describeAgentsEarnTheirPrice } from '../../testing/fixtures/generation/agents-earn-suite';
import { PLAIN_ONE_PAGE_PROMPTS } from '../../testing/fixtures/generation/plain-prompts';

// The briefs npm test's sample leaves out (tests/integration/generation/agents-earn-their-price.test.ts).
describeAgentsEarnTheirPrice(PLAIN_ONE_PAGE_PROMPTS.slice(3, 10));
