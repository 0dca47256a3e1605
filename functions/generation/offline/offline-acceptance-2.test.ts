import { describeOfflineAcceptance } from './acceptance-suite';
import { OFFLINE_PROMPTS } from './offline-prompts.fixture';

describeOfflineAcceptance(OFFLINE_PROMPTS.slice(10, 20));
