import { describeOfflineAcceptance } from '../../testing/fixtures/generation/acceptance-suite';
import { OFFLINE_PROMPTS } from '../../testing/fixtures/generation/offline-prompts';

// The offline builds' acceptance for the prompts the unit lane's sample leaves out
// (functions/generation/offline/offline-acceptance.test.ts).
describeOfflineAcceptance(OFFLINE_PROMPTS.slice(10));
