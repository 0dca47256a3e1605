import type { SectionKind } from '../../agents/site-plan.ts';
import { FORM_WRITERS } from './forms.ts';
import { OFFER_WRITERS } from './offers.ts';
import { PEOPLE_WRITERS } from './people.ts';
import { REACH_WRITERS } from './reach.ts';
import { WHEN_WRITERS } from './when.ts';
import type { SectionWriter } from './types.ts';

/**
 * The catalogue kinds written outside content.ts and frontend.ts (which keep the first fourteen),
 * one module per family.
 */
export const SECTION_WRITERS: Partial<Record<SectionKind, SectionWriter>> = {
  ...FORM_WRITERS,
  ...REACH_WRITERS,
  ...WHEN_WRITERS,
  ...OFFER_WRITERS,
  ...PEOPLE_WRITERS,
};
