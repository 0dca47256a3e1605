import { z } from 'zod';

/**
 * Reads a function's configuration once and fails at cold start with the variable's name, rather
 * than later with an undefined somewhere.
 */
export function readEnvironment<S extends z.ZodObject>(
  schema: S,
  environment: NodeJS.ProcessEnv = process.env,
): z.output<S> {
  const parsed = schema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')} (${issue.message})`,
    );
    throw new Error(`Missing or invalid environment variables: ${problems.join(', ')}`);
  }
  return parsed.data;
}

/** Set by the local cloud only; on AWS the SDK finds the regional endpoint itself. */
export const optionalEndpoint = z.url().optional();
