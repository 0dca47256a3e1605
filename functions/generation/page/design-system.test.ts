import { describe, expect, it } from 'vitest';
import { offlineModels } from '../offline/offline-models';
import {
  CONTENT_SYSTEM_PROMPT,
  EDIT_PATCH_SYSTEM_PROMPT,
  FRONTEND_SYSTEM_PROMPT,
  PLANNER_SYSTEM_PROMPT,
} from '../openai/prompts';
import {
  CARD_SHADOW,
  DESIGN_SYSTEM_VERSION,
  LAYOUT,
  RADIUS,
  SPACING,
  TYPE_SCALE,
  radiusFor,
  sectionSpacingFor,
} from './design-system';

/** The page the templates write for `prompt`, and its plan. */
async function templatePage(prompt: string) {
  const plan = await offlineModels.plan(prompt);
  const content = await offlineModels.writeContent(plan);
  const html = await offlineModels.buildPage(plan, content, {});
  return { plan, css: /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '' };
}

describe('one design system for both engines', () => {
  it.each([
    'a playful ice-cream parlour in Goa',
    'a minimal portfolio for a Berlin architect',
    'a law firm in Mumbai, navy and serious',
  ])(
    'the templates’ page for "%s" and the model’s page prompt name the same tokens',
    async (prompt) => {
      const { plan, css } = await templatePage(prompt);
      const tokens = [
        TYPE_SCALE.h1,
        TYPE_SCALE.h2,
        TYPE_SCALE.h3,
        TYPE_SCALE.lead,
        SPACING.gap,
        SPACING.card,
        CARD_SHADOW,
        LAYOUT.content,
        `${LAYOUT.narrow}px`,
        radiusFor(plan.theme.mood),
        sectionSpacingFor(plan.theme.mood),
      ];
      expect(tokens.filter((token) => !css.includes(token))).toEqual([]);
      expect(tokens.filter((token) => !FRONTEND_SYSTEM_PROMPT.includes(token))).toEqual([]);
    },
  );

  it('gives the model every radius and both section spacings, under its version', () => {
    for (const token of [...Object.values(RADIUS), SPACING.section, SPACING.sectionRoomy]) {
      expect(FRONTEND_SYSTEM_PROMPT).toContain(token);
    }
    expect(FRONTEND_SYSTEM_PROMPT).toContain(`Design system ${DESIGN_SYSTEM_VERSION}`);
  });

  it('keeps each system prompt within its budget (characters, about four a token)', () => {
    const budgets = [
      [FRONTEND_SYSTEM_PROMPT, 14_500],
      [EDIT_PATCH_SYSTEM_PROMPT, 11_000],
      [PLANNER_SYSTEM_PROMPT, 7_000],
      [CONTENT_SYSTEM_PROMPT, 5_000],
    ] as const;
    expect(budgets.filter(([prompt, budget]) => prompt.length > budget).map(([, b]) => b)).toEqual(
      [],
    );
  });
});
