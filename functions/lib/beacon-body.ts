import * as z from '../../shared/zod';

/** A beacon's body as it arrived: its declared type and its bytes, unparsed. */
export interface SentBeacon {
  contentType: string | undefined;
  body: Buffer;
}

/** How a beacon is refused: too big (413), not JSON (415), or not what it should say (400). */
export type BeaconRefusal = 400 | 413 | 415;

export interface BeaconRules<S extends z.core.$ZodType> {
  maxBytes: number;
  /** What it is, in the refusals' words: "page view", "batch of events". */
  name: string;
  schema: S;
  /** The refusal when the JSON is not what the schema wants: what to send instead. */
  unreadable: string;
  /** The caller's own error for a refusal. */
  refuse: (status: BeaconRefusal, message: string) => Error;
}

/** `navigator.sendBeacon` sends a string as text/plain; a Blob may say JSON. */
const BEACON_TYPES = ['text/plain', 'application/json'];

/**
 * The JSON body of a beacon (a deployed page's view, the SPA's batch of events), checked before
 * anything is counted: its size, its type, valid JSON, then the schema.
 */
export function readBeaconBody<S extends z.core.$ZodType>(
  { contentType, body }: SentBeacon,
  { maxBytes, name, schema, unreadable, refuse }: BeaconRules<S>,
): z.output<S> {
  if (body.length > maxBytes) {
    throw refuse(413, `A ${name} can be at most ${maxBytes} bytes`);
  }
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!BEACON_TYPES.includes(type)) {
    throw refuse(415, `Send the ${name} as JSON`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw refuse(400, `The ${name} could not be read: its body is not valid JSON`);
  }
  const result = z.safeParse(schema, parsed);
  if (!result.success) throw refuse(400, `The ${name} could not be read: ${unreadable}`);
  return result.data;
}
