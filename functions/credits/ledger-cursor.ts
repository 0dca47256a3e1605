/** A cursor that does not decode to an entry id of ours: the caller should start again. */
export class InvalidLedgerCursorError extends Error {
  constructor() {
    super('The cursor is not valid. Start again from the first page.');
    this.name = 'InvalidLedgerCursorError';
  }
}

/** Entry ids: ULIDs, or a ULID with a suffix such as `#refund` (see `generationEntryIds`). */
const ENTRY_ID = /^[0-9A-Z]{26}(#[a-z]+)?$/;

/**
 * The history's cursor is the id of the last entry on the page, base64url-encoded so clients treat
 * it as opaque. Only the id travels: the partition is always the caller's, rebuilt from the token,
 * so no cursor can lead into another user's ledger.
 */
export function encodeLedgerCursor(lastEntryId: string): string {
  return Buffer.from(lastEntryId, 'utf8').toString('base64url');
}

export function decodeLedgerCursor(cursor: string): string {
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!ENTRY_ID.test(id) || encodeLedgerCursor(id) !== cursor) throw new InvalidLedgerCursorError();
  return id;
}
