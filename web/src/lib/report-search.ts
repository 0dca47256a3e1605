import * as z from '../../../shared/zod';

/**
 * /report's search: `site`, the address of the site the report is about, as a deployed page's
 * "Report this site" link fills it in. Kept as a string (the router's parser may read a bare
 * number as one); anything unusable is dropped, and the visitor types the address instead.
 */
export const reportSearchSchema = z.object({
  site: z.catch(z.optional(z.coerce.string()), undefined),
});
export type ReportSearch = z.infer<typeof reportSearchSchema>;
