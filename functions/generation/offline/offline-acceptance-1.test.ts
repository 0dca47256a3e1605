import { describeOfflineAcceptance } from '../../../testing/fixtures/generation/acceptance-suite';
import { OFFLINE_PROMPTS } from '../../../testing/fixtures/generation/offline-prompts';

describeOfflineAcceptance(OFFLINE_PROMPTS.slice(0, 10));
