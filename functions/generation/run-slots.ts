import * as z from '../../shared/zod';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { defineEntity } from '../lib/table-entity';
import { runKeys, runSlotKeys, userPartition } from '../lib/table-keys';
import type { TransactionPart } from '../lib/transactions';

/**
 * Builds and edits one account may have under way at once, over all its projects: a person with
 * a few tabs open is served, a script sending a build to every project is not (each run holds a
 * model, a state machine and a share of the account's balance writes).
 */
export const MAX_RUNS_AT_ONCE = 3;

export const TOO_MANY_RUNS_MESSAGE = `You already have ${MAX_RUNS_AT_ONCE} builds running. Wait for one of them to finish, then try again.`;

/** Every place for a run is held by a run under way. Nothing was written or debited. */
export class TooManyRunsError extends Error {
  constructor() {
    super(TOO_MANY_RUNS_MESSAGE);
    this.name = 'TooManyRunsError';
  }
}

/** The run that takes a place: its owner, its project and itself. */
export interface SlotKey {
  userId: string;
  projectId: string;
  generationId: string;
}

/** The place a start chose was taken meanwhile by another start: choose again. */
class RunSlotTaken extends Error {}

/** The `RunSlot` item kind: one of the account's places, empty or held by a run until a time. */
const slotItems = defineEntity({
  entity: 'RunSlot',
  key: runSlotKeys.slot,
  schema: z.object({
    SK: z.string(),
    generation_id: z.optional(z.string()),
    project_id: z.optional(z.string()),
    held_until: z.optional(z.number()),
  }),
  toValue: (item) => ({
    index: Number(item.SK.slice(runSlotKeys.prefix.length)),
    generationId: item.generation_id,
    projectId: item.project_id,
    heldUntil: item.held_until ?? 0,
  }),
});
type Slot = Awaited<ReturnType<typeof slotItems.all>>[number];

/** Only the status of a run's record (`Generation`, generation-records.ts). */
const runStatus = defineEntity({
  entity: 'Generation',
  key: runKeys.run,
  schema: z.object({ status: z.string() }),
  toValue: (item) => item.status,
});

/** The run holding the place has ended, though the place was not given back. */
async function endedRunHolds(table: TableClient, userId: string, slot: Slot): Promise<boolean> {
  if (!slot.generationId || !slot.projectId) return false;
  const status = await runStatus.get(table, userId, slot.projectId, slot.generationId);
  return status === 'completed' || status === 'failed';
}

/**
 * The account's places for runs under way at once. A run takes one in its debit's transaction
 * (so an account over the limit is refused before any money moves) and gives it back when it
 * ends; a place whose run died without giving it back is free again when the run's lease ends.
 */
export function createRunSlots(table: TableClient, leaseMs: number) {
  const { tableName } = table;
  const held = (userId: string) =>
    slotItems.all(table, { partition: userPartition(userId), prefix: runSlotKeys.prefix });

  /**
   * The transaction part that takes a place for the run: the place it already holds (a retried
   * start), else a free one. Throws TooManyRunsError when every place is held; the part is
   * refused with RunSlotTaken when another start takes the place first.
   */
  async function takePart(key: SlotKey, at: Date): Promise<TransactionPart> {
    const { userId, generationId } = key;
    const slots = await held(userId);
    const taken = new Map(slots.map((slot) => [slot.index, slot]));
    const free = (index: number) => {
      const slot = taken.get(index);
      return !slot?.generationId || slot.heldUntil < at.getTime();
    };
    const indexes = Array.from({ length: MAX_RUNS_AT_ONCE }, (_, index) => index);
    let freeIndexes = indexes.filter(free);
    // Every place looks held: a run that ended without giving its place back (a crash between
    // its end and the release) frees it now rather than at the end of its lease.
    let ended: Slot | undefined;
    if (freeIndexes.length === 0 && !slots.some((slot) => slot.generationId === generationId)) {
      for (const slot of slots) {
        if (await endedRunHolds(table, userId, slot)) {
          ended = slot;
          break;
        }
      }
      freeIndexes = ended ? [ended.index] : [];
    }
    // A free place at random, so starts at the same moment seldom reach for the same one.
    const index =
      slots.find((slot) => slot.generationId === generationId)?.index ??
      freeIndexes[Math.floor(Math.random() * freeIndexes.length)];
    if (index === undefined) throw new TooManyRunsError();
    return slotItems.updatePart(
      tableName,
      'runSlot',
      [userId, index],
      {
        UpdateExpression:
          'SET generation_id = :generation, project_id = :project, held_until = :until',
        ConditionExpression:
          'attribute_not_exists(generation_id) OR held_until < :now OR generation_id IN (:generation, :ended)',
        ExpressionAttributeValues: {
          ':generation': generationId,
          ':project': key.projectId,
          ':ended': ended?.generationId ?? generationId,
          ':until': at.getTime() + leaseMs,
          ':now': at.getTime(),
        },
      },
      () => new RunSlotTaken(),
    );
  }

  return {
    /**
     * Runs `write` (the run's debit) with the part that takes a place for the run, choosing again
     * while other starts take the chosen place first; TooManyRunsError when every place is held.
     */
    async holding<Result>(
      key: SlotKey,
      at: Date,
      write: (takePlace: TransactionPart) => Promise<Result>,
    ): Promise<Result> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await write(await takePart(key, at));
        } catch (error) {
          if (!(error instanceof RunSlotTaken)) throw error;
          // Every try lost its place to another start: the places are as good as full.
          if (attempt > MAX_RUNS_AT_ONCE) throw new TooManyRunsError();
        }
      }
    },

    /** Gives back the place the run holds, if it still does. Safe to repeat. */
    async release(userId: string, generationId: string): Promise<void> {
      for (const slot of await held(userId)) {
        if (slot.generationId !== generationId) continue;
        await ifConditionHolds(
          slotItems.update(table, [userId, slot.index], {
            UpdateExpression: 'REMOVE generation_id, held_until',
            ConditionExpression: 'generation_id = :generation',
            ExpressionAttributeValues: { ':generation': generationId },
          }),
        );
      }
    },
  };
}

export type RunSlots = ReturnType<typeof createRunSlots>;
