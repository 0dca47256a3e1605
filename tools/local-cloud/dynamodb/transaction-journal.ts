import { readFile, unlink } from 'node:fs/promises';
import { writeFileAtomically } from '../json-state-file';
import { z } from 'zod';
import { attributeMap, type AttributeMap } from './attribute-values';
import type { DynaliteClient } from './dynalite-client';
import { errorMessage, errorName } from './replies';

/** An item as it was before a transaction touched it; no image when it did not exist. */
export interface ItemImage {
  tableName: string;
  key: AttributeMap;
  oldImage?: AttributeMap;
}

const journalSchema = z.object({
  images: z.array(
    z.object({ tableName: z.string(), key: attributeMap, oldImage: attributeMap.optional() }),
  ),
});

/**
 * The intent of the transaction being applied, kept on disk until it has been applied whole or
 * rolled back: the image of every item it writes, as it was before. dynalite applies a
 * transaction's writes one at a time, so a process killed between two of them would leave half a
 * transaction; on the next start, `recover` writes the old images back, and the transaction never
 * happened (its caller never had an answer, as after a timeout on AWS).
 */
export interface TransactionJournal {
  /** Durably records the images before the first write. */
  begin(images: readonly ItemImage[]): Promise<void>;
  /** The transaction is applied or rolled back: nothing to recover. */
  end(): Promise<void>;
}

async function removeIfPresent(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
}

export function fileTransactionJournal(file: string): TransactionJournal {
  return {
    begin: (images) => writeFileAtomically(file, JSON.stringify({ images }), { durable: true }),
    end: () => removeIfPresent(file),
  };
}

/** For a store kept in memory: a crash loses everything anyway. */
export const noTransactionJournal: TransactionJournal = {
  begin: async () => undefined,
  end: async () => undefined,
};

/** Puts back the images of a transaction the last process left half-applied, if there is one. */
export async function recoverTransaction(dynalite: DynaliteClient, file: string): Promise<number> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return 0;
    throw error;
  }
  // A journal cut short was never complete, so no write of its transaction had begun.
  let parsed: z.infer<typeof journalSchema>;
  try {
    parsed = journalSchema.parse(JSON.parse(text));
  } catch {
    await removeIfPresent(file);
    return 0;
  }
  await restoreImages(dynalite, parsed.images);
  await removeIfPresent(file);
  return parsed.images.length;
}

/** Writes each item back as it was: its old image, or no item at all. */
export async function restoreImages(
  dynalite: DynaliteClient,
  images: readonly ItemImage[],
): Promise<void> {
  for (const image of [...images].reverse()) {
    const reply = image.oldImage
      ? await dynalite.call('PutItem', { TableName: image.tableName, Item: image.oldImage })
      : await dynalite.call('DeleteItem', { TableName: image.tableName, Key: image.key });
    if (errorName(reply) !== undefined) {
      throw new Error(`Rolling back a transaction failed: ${errorMessage(reply) ?? ''}`);
    }
  }
}
