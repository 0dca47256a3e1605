/**
 * Every Lambda function of the product, once. The CDK app creates one function per entry and the
 * local gateway loads the same module, so a function cannot exist in one and not the other.
 */

export type TableAccess = 'none' | 'read' | 'readWrite';
export type BucketAccess = 'none' | 'read' | 'readWrite';

export interface FunctionDefinition {
  /** Module path from the repository root; it exports `handler`. */
  entry: string;
  description: string;
  memoryMb: number;
  timeoutSeconds: number;
  /** Least privilege: what the function may do with the table and the code bucket. */
  table: TableAccess;
  codeBucket: BucketAccess;
}

export const functionList = {
  catalogue: {
    entry: 'functions/catalogue/handler.ts',
    description: 'Public catalogue: subscription plans, credit packages, pricing',
    memoryMb: 256,
    timeoutSeconds: 5,
    table: 'none',
    codeBucket: 'none',
  },
  contact: {
    entry: 'functions/contact/handler.ts',
    description: 'Stores contact form messages for the operators, rate-limited per sender',
    memoryMb: 256,
    timeoutSeconds: 5,
    table: 'readWrite',
    codeBucket: 'none',
  },
  notFound: {
    entry: 'functions/http/not-found-handler.ts',
    description: 'Answers requests that match no route with a JSON 404',
    memoryMb: 128,
    timeoutSeconds: 3,
    table: 'none',
    codeBucket: 'none',
  },
} as const satisfies Record<string, FunctionDefinition>;

export type FunctionId = keyof typeof functionList;
