import * as z from '../../shared/zod';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { defineEntity } from '../lib/table-entity';
import { runSlotKeys, userPartition } from '../lib/table-keys';
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

/** The place a start chose was taken meanwhile by another start: choose again. */
class RunSlotTaken extends Error {}

/** The `RunSlot` item kind: one of the account's places, empty or held by a run until a time. */
const slotItems = defineEntity({
  entity: 'RunSlot',
  key: runSlotKeys.slot,
  schema: z.object({
    SK: z.string(),
    generation_id: z.optional(z.string()),
    held_until: z.optional(z.number()),
  }),
  toValue: (item) => ({
    index: Number(item.SK.slice(runSlotKeys.prefix.length)),
    generationId: item.generation_id,
    heldUntil: item.held_until ?? 0,
  }),
});

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
  async function takePart(
    userId: string,
    generationId: string,
    at: Date,
  ): Promise<TransactionPart> {
    const slots = await held(userId);
    const taken = new Map(slots.map((slot) => [slot.index, slot]));
    const free = (index: number) => {
      const slot = taken.get(index);
      return !slot?.generationId || slot.heldUntil < at.getTime();
    };
    const freeIndexes = Array.from({ length: MAX_RUNS_AT_ONCE }, (_, index) => index).filter(free);
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
        UpdateExpression: 'SET generation_id = :generation, held_until = :until',
        ConditionExpression:
          'attribute_not_exists(generation_id) OR held_until < :now OR generation_id = :generation',
        ExpressionAttributeValues: {
          ':generation': generationId,
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
      userId: string,
      generationId: string,
      at: Date,
      write: (takePlace: TransactionPart) => Promise<Result>,
    ): Promise<Result> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await write(await takePart(userId, generationId, at));
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
