import { checkCoverage } from './coverage';
import { embeddedPlan } from '../page/site-plan';

/** An instruction that gives the site a new name ("Rename the site to …", "change the name to …"). */
const RENAMES = /\bre-?name\b|\bname\b[^.]*\bto\b|\bcall (?:it|the site|the business|us)\b/i;

/** The facts the instruction sets out to change: those it names, and the name it replaces. */
function changedBy(instruction: string, fact: string, name: string | undefined): boolean {
  if (instruction.toLowerCase().includes(fact.toLowerCase())) return true;
  return fact === name && RENAMES.test(instruction);
}

/**
 * What a page written again no longer delivers that the page before it did, each named for the
 * person: asked-for items now missing, stated facts no longer shown (but those the instruction
 * changes: a rename's old name), widgets that stopped working. Judged by the plan the page
 * before carries (what was asked of it); nothing when it carries none, as there is then nothing
 * to hold the rewrite to.
 */
export async function lostInRewrite(
  before: string,
  after: string,
  instruction = '',
): Promise<string[]> {
  const plan = embeddedPlan(before);
  if (!plan) return [];
  const [was, now] = await Promise.all([checkCoverage(before, plan), checkCoverage(after, plan)]);
  const missing = new Set(
    now.items.filter((item) => item.status === 'missing').map((item) => item.asked),
  );
  const items = was.items
    .filter((item) => item.status !== 'missing' && missing.has(item.asked))
    .map((item) => `“${item.asked}”`);
  const facts = now.facts.missing
    .filter((fact) => !was.facts.missing.includes(fact))
    .filter((fact) => !changedBy(instruction, fact, plan.facts.name))
    .map((fact) => `“${fact}”`);
  const widgets = now.widgets.broken
    .filter((broken) => !was.widgets.broken.some((old) => old.widget === broken.widget))
    .map((broken) => `the working ${broken.widget}`);
  return [...items, ...facts, ...widgets];
}
