import type { SectionKind } from '../../agents/site-plan.ts';
import { FORM_WRITERS } from './forms.ts';
import type { SectionWriter } from './types.ts';

/**
 * The catalogue kinds written outside content.ts and frontend.ts (which keep the first fourteen),
 * one module per family.
 */
export const SECTION_WRITERS: Partial<Record<SectionKind, SectionWriter>> = {
  ...FORM_WRITERS,
};
