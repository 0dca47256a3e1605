import { describeOfflineAcceptance } from './acceptance-suite.ts';
import { OFFLINE_PROMPTS } from './offline-prompts.fixture.ts';

describeOfflineAcceptance(OFFLINE_PROMPTS.slice(10, 20));
