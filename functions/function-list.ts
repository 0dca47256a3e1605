/**
 * Every Lambda function of the product, once. The CDK app creates one function per entry and the
 * local cloud loads the same module, so a function cannot exist in one and not the other.
 */

/**
 * Table access, as narrow as each function's work: `read` (get, query), `write` (put, update:
 * enough for conditional creates and counters), `readWrite` (both), `readWriteDelete` (and
 * deletes). None of them may Scan.
 */
export type TableAccess = 'none' | 'read' | 'write' | 'readWrite' | 'readWriteDelete';
export type BucketAccess = 'none' | 'read' | 'readWrite';
/**
 * `client`: calls the user pool's public API (sign-up, sign-in, token revocation) as the SPA's
 * app client. Those calls need the pool and client ids but no IAM permission at all.
 */
export type UserPoolAccess = 'none' | 'client';
/**
 * Who calls the function, which also decides the stack it lives in: the HTTP API's functions are
 * in the API stack (and may serve routes); user pool triggers are in the auth stack, next to the
 * pool that calls them (the pool cannot depend on the API stack, which depends on the pool).
 */
export type Invoker = 'httpApi' | 'userPool';

export interface FunctionDefinition {
  /** Module path from the repository root; it exports `handler`. */
  entry: string;
  description: string;
  invokedBy: Invoker;
  memoryMb: number;
  timeoutSeconds: number;
  /** Least privilege: what the function may do with the table, the code bucket, the user pool. */
  table: TableAccess;
  codeBucket: BucketAccess;
  userPool: UserPoolAccess;
}

export const functionList = {
  auth: {
    entry: 'functions/auth/handler.ts',
    description: 'Accounts: register, login, identity sync, current user, logout',
    invokedBy: 'httpApi',
    memoryMb: 512,
    timeoutSeconds: 10,
    table: 'readWrite',
    codeBucket: 'none',
    userPool: 'client',
  },
  preSignUp: {
    entry: 'functions/auth/pre-sign-up-handler.ts',
    description: 'User pool pre sign-up trigger: confirms the account and verifies its email',
    invokedBy: 'userPool',
    memoryMb: 128,
    timeoutSeconds: 5,
    table: 'none',
    codeBucket: 'none',
    userPool: 'none',
  },
  catalogue: {
    entry: 'functions/catalogue/handler.ts',
    description: 'Public catalogue: subscription plans, credit packages, pricing',
    invokedBy: 'httpApi',
    memoryMb: 256,
    timeoutSeconds: 5,
    table: 'none',
    codeBucket: 'none',
    userPool: 'none',
  },
  contact: {
    entry: 'functions/contact/handler.ts',
    description: 'Stores contact form messages for the operators, rate-limited per sender',
    invokedBy: 'httpApi',
    memoryMb: 256,
    timeoutSeconds: 5,
    table: 'write',
    codeBucket: 'none',
    userPool: 'none',
  },
  projects: {
    entry: 'functions/projects/handler.ts',
    description: 'Projects: list, create, open with the current HTML, delete',
    invokedBy: 'httpApi',
    memoryMb: 512,
    timeoutSeconds: 15,
    table: 'readWriteDelete',
    codeBucket: 'readWrite',
    userPool: 'none',
  },
  notFound: {
    entry: 'functions/http/not-found-handler.ts',
    description: 'Answers requests that match no route with a JSON 404',
    invokedBy: 'httpApi',
    memoryMb: 128,
    timeoutSeconds: 3,
    table: 'none',
    codeBucket: 'none',
    userPool: 'none',
  },
} as const satisfies Record<string, FunctionDefinition>;

export type FunctionId = keyof typeof functionList;

/** The functions the HTTP API may route to. */
export type HttpFunctionId = {
  [F in FunctionId]: (typeof functionList)[F]['invokedBy'] extends 'httpApi' ? F : never;
}[FunctionId];

/** The functions a user pool may call as triggers. */
export type UserPoolTriggerFunctionId = {
  [F in FunctionId]: (typeof functionList)[F]['invokedBy'] extends 'userPool' ? F : never;
}[FunctionId];

/** The function list entries a given invoker calls, e.g. the API stack's. */
export function functionsInvokedBy<D extends FunctionDefinition>(
  invoker: Invoker,
  functions: Readonly<Record<string, D>>,
): [string, D][] {
  return Object.entries(functions).filter(([, definition]) => definition.invokedBy === invoker);
}
