// First: Powertools reads its switches when the functions' modules load.
import '../local-cloud/quiet-powertools';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  agentModelsLabel,
  ModelSetupError,
  OFFLINE_MODELS_LABEL,
  settleModelName,
} from '../../functions/generation/model-setup/models-from-environment';
import { modelUsage } from '../../functions/generation/openai/chat-calls';
import { launchEvalBrowser } from './browser';
import { EDIT_CHAINS, HELD_OUT_EDIT_CHAINS } from './edit-cases';
import { formatEditReport, runEditEval, summariseEdits } from './run-edits';
import { startLocalCloud } from '../local-cloud/local-cloud';
import { EDGE_PROMPTS, EVAL_PROMPTS } from './prompts';
import { HELD_OUT_PROMPTS } from './held-out-prompts';
import { belowFloors, formatReport, summarise, writeReport } from './report';
import { priceOf } from './model-prices';
import { runEdgeCases, runEval } from './run-eval';

/**
 * `npm run eval`: every eval prompt built through the real pipeline on the local cloud (the
 * offline models, or the configured OpenAI-compatible model), each page checked in Chromium;
 * prints the figures and the misses, writes report.html and summary.json with screenshots.
 * `--only a,b` runs some prompts; `--report dir` picks the folder; `--floor` fails below the floors;
 * `--model` requires a configured model and adds its tokens per build (builds then run one by one);
 * `--edits` runs the edit conversations (edit-cases.ts) instead; `--held-out` the prompts (or,
 * with `--edits`, the conversations) held out of tuning, reported apart.
 */
// As in start.ts: the SDK's notice about its future Node support only buries the results here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    report: { type: 'string', default: 'eval-report' },
    floor: { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '2' },
    model: { type: 'boolean', default: false },
    edits: { type: 'boolean', default: false },
    'held-out': { type: 'boolean', default: false },
  },
});

// `--model`: the configured model, measured (its tokens per build); without one, say what to set.
if (values.model) {
  if (agentModelsLabel(process.env) === OFFLINE_MODELS_LABEL) {
    console.error(
      '--model runs the eval against a real model: set OPENAI_API_KEY (OpenAI) or OPENAI_BASE_URL (a compatible server), and OPENAI_MODEL if needed.',
    );
    process.exit(2);
  }
  try {
    await settleModelName(process.env);
  } catch (error) {
    if (!(error instanceof ModelSetupError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  console.log(`Models: ${agentModelsLabel(process.env)}`);
}
// `--edits`: the edit conversations instead (each first build, then its edits, checked).
if (values.edits) {
  const cloud = await startLocalCloud({ host: '127.0.0.1', port: 0, dataDir: null, web: 'none' });
  try {
    const heldOutEdits = values['held-out'];
    const chains = heldOutEdits ? HELD_OUT_EDIT_CHAINS : EDIT_CHAINS;
    const results = await runEditEval(cloud, chains, (line) => console.log(line));
    const summary = summariseEdits(results);
    console.log(
      `\n${heldOutEdits ? 'HELD OUT — not tuned on\n' : ''}${formatEditReport(results, summary)}`,
    );
    if (values.floor && (summary.share < 0.9 || summary.chargedForNothing > 0)) {
      console.error('Below the floors: at least 90% of edits done, none charged for nothing.');
      process.exitCode = 1;
    }
  } finally {
    await cloud.close();
  }
  process.exit();
}

const only = values.only?.split(',').map((id) => id.trim());
const heldOut = values['held-out'];
const promptSet = heldOut ? HELD_OUT_PROMPTS : EVAL_PROMPTS;
const prompts = only ? promptSet.filter((prompt) => only.includes(prompt.id)) : promptSet;
const reportDir = resolve(values.report);
await rm(reportDir, { recursive: true, force: true });

const cloud = await startLocalCloud({ host: '127.0.0.1', port: 0, dataDir: null, web: 'none' });
const browser = await launchEvalBrowser();
try {
  const started = Date.now();
  const results = await runEval({
    cloud,
    browser,
    prompts,
    screenshotsTo: reportDir,
    concurrency: Number(values.concurrency),
    ...(values.model ? { usage: () => ({ ...modelUsage }) } : {}),
    log: (line) => console.log(line),
  });
  const model = process.env.OPENAI_MODEL;
  const summary = summarise(results, values.model && model ? priceOf(model) : null);
  await writeReport(reportDir, results, summary, { screenshots: true });
  console.log(`\n${heldOut ? 'HELD OUT — not tuned on\n' : ''}${formatReport(results, summary)}`);
  const edges = only || heldOut ? [] : await runEdgeCases(cloud, browser, EDGE_PROMPTS);
  for (const edge of edges) {
    console.log(
      `edge ${edge.id}: ${edge.outcome}${edge.error ? ` (${edge.error})` : ''}${edge.escaped ? '' : ' — PROMPT MARKUP REACHED THE PAGE'}`,
    );
  }
  console.log(
    `\nReport: ${reportDir}/report.html (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  const short = [
    ...belowFloors(summary),
    ...edges.filter((edge) => !edge.escaped).map((edge) => `edge ${edge.id} not escaped`),
  ];
  if (values.floor && short.length > 0) {
    console.error(`Below the floors: ${short.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await cloud.close();
}
