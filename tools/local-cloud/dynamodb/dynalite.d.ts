declare module 'dynalite' {
  import type { Server } from 'node:http';

  export interface DynaliteOptions {
    /** LevelDB folder; omitted means an in-memory store. */
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    maxItemSizeKb?: number;
    verbose?: boolean;
    debug?: boolean;
  }

  /** `close()` on the returned server also closes the store and releases the LevelDB lock. */
  export default function dynalite(options?: DynaliteOptions): Server;
}
