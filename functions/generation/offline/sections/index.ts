import type { SectionKind } from '../../page/site-kinds';
import { FORM_WRITERS } from './forms';
import { OFFER_WRITERS } from './offers';
import { PEOPLE_WRITERS } from './people';
import { REACH_WRITERS } from './reach';
import { TOOL_WRITERS } from './tools';
import { WHEN_WRITERS } from './when';
import type { SectionWriter } from './types';

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
  ...TOOL_WRITERS,
};
