import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryRoot } from '../../../infra/repository-root';
import { rememberedUntilFailure } from '../../../shared/remembered';
import { writeFileAtomically } from '../json-state-file';
import { isAslDefinition, type AslDefinition } from './asl';

/**
 * What the synthesized definition depends on: the construct, the pipeline's contract, the
 * function list (Task timeouts), cdk.json's feature flags and the aws-cdk-lib release.
 */
const SOURCES = [
  'infra/constructs/generation-state-machine.ts',
  'functions/generation/pipeline/pipeline-state.ts',
  'functions/function-list.ts',
  'cdk.json',
  'node_modules/aws-cdk-lib/package.json',
];

const CACHE_DIR = path.join(tmpdir(), 'sitewright-generation-definition');

async function cacheKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    hash.update(source).update(await readFile(path.join(repositoryRoot, source)));
  }
  return hash.digest('hex').slice(0, 32);
}

async function load(): Promise<AslDefinition> {
  const file = path.join(CACHE_DIR, `${await cacheKey()}.json`);
  try {
    const stored: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isAslDefinition(stored)) return stored;
  } catch {
    // Not synthesized from these sources yet.
  }
  const { generationDefinition } = await import('./generation-definition');
  const definition = generationDefinition();
  await mkdir(CACHE_DIR, { recursive: true });
  await writeFileAtomically(file, JSON.stringify(definition));
  return definition;
}

/**
 * The generation state machine's ASL as the CDK construct synthesizes it, remembered on disk by a
 * hash of everything it is made from: loading aws-cdk-lib and synthesizing takes seconds (and
 * blocks the process), so it happens only when one of those sources changed.
 */
export const cachedGenerationDefinition = rememberedUntilFailure(load);
