import { z } from 'zod';

/** One attribute in DynamoDB JSON (`{ S: 'x' }`); dynalite validates the inside itself. */
export const attributeValue = z.record(z.string(), z.unknown());
export const attributeMap = z.record(z.string(), attributeValue);
export type AttributeMap = z.infer<typeof attributeMap>;

export const expressionAttributeNames = z.record(z.string(), z.string());

export const itemReply = z.object({ Item: attributeMap.optional() });
export const attributesReply = z.object({ Attributes: attributeMap.optional() });
