import type * as z from '../../../shared/zod';
import { projectParamsSchema } from '../../../shared/api/common';

type ProjectRouteParams = z.output<typeof projectParamsSchema>;

/**
 * `$projectId` must be a project id (a ULID). Anything else does not match the route, so the
 * visitor sees the not-found page rather than a screen that can only fail.
 */
export const projectRouteParams = {
  parse: (raw: { projectId: string }): ProjectRouteParams | false => {
    const result = projectParamsSchema.safeParse(raw);
    return result.success ? result.data : false;
  },
  stringify: ({ projectId }: ProjectRouteParams) => ({ projectId }),
};
