import { describeOfflineAcceptance } from '../../../testing/fixtures/generation/acceptance-suite';
import { OFFLINE_PROMPTS } from '../../../testing/fixtures/generation/offline-prompts';

// A third of the prompts on every run; tests/slow/offline-acceptance.test.ts builds the rest.
describeOfflineAcceptance(OFFLINE_PROMPTS.slice(0, 10));
