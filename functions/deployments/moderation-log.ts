import { ulid } from 'ulid';
import * as z from '../../shared/zod';
import type { TableClient } from '../lib/dynamo-client';
import { defineEntity } from '../lib/table-entity';
import { moderationKeys } from '../lib/table-keys';
import { writeTogether, type TransactionPart } from '../lib/transactions';

/** What was done to a site for abuse. */
export const MODERATION_ACTIONS = ['held', 'takenDown', 'released'] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];

/** The check before publishing, as the one who held a site names it in the log. */
export const PHISHING_CHECK_ACTOR = 'phishing check';

/**
 * One entry of the operators' log: what was done to which site (its address, its owner and
 * project), by whom (an operator's email and user id, or the phishing check), when and why. Kept
 * when the site or its owner's account goes, so a site taken down can be traced later.
 */
export interface ModerationAction {
  id: string;
  action: ModerationActionKind;
  site: string;
  subdomain: string;
  userId: string;
  projectId: string;
  /** Who did it: an operator's email (or user id, when the token names none), or the check. */
  by: string;
  /** The operator's user id; null for the phishing check. */
  byUserId: string | null;
  reason: string;
  at: Date;
}

const actionItems = defineEntity({
  entity: 'ModerationAction',
  key: (id: string, at: Date) => moderationKeys.action(id, at),
  schema: z.object({
    id: z.string(),
    action: z.enum(MODERATION_ACTIONS),
    site: z.string(),
    subdomain: z.string(),
    user_id: z.string(),
    project_id: z.string(),
    by: z.string(),
    by_user_id: z.optional(z.string()),
    reason: z.string(),
    at: z.iso.datetime(),
  }),
  toValue: (parsed): ModerationAction => ({
    id: parsed.id,
    action: parsed.action,
    site: parsed.site,
    subdomain: parsed.subdomain,
    userId: parsed.user_id,
    projectId: parsed.project_id,
    by: parsed.by,
    byUserId: parsed.by_user_id ?? null,
    reason: parsed.reason,
    at: new Date(parsed.at),
  }),
});

/** A new entry, with its id (a ULID: a month's entries sort by time). */
export function newModerationAction(action: Omit<ModerationAction, 'id'>): ModerationAction {
  return { id: ulid(action.at.getTime()), ...action };
}

/** The entry's Put, as the `log` part of the transaction that does what it records. */
export function moderationLogPart(tableName: string, entry: ModerationAction): TransactionPart {
  return actionItems.putNewPart(
    tableName,
    'log',
    actionItems.item([entry.id, entry.at], {
      id: entry.id,
      action: entry.action,
      site: entry.site,
      subdomain: entry.subdomain,
      user_id: entry.userId,
      project_id: entry.projectId,
      by: entry.by,
      ...(entry.byUserId === null ? {} : { by_user_id: entry.byUserId }),
      reason: entry.reason,
      at: entry.at.toISOString(),
    }),
  );
}

/** The operators' log: each entry is written in one transaction with what it records. */
export function createModerationLog(table: TableClient) {
  return {
    /**
     * Makes the change and logs it, together: `change` builds the changed item's part (its owner's
     * builder, with the condition that decides whether the change may happen) for this table.
     */
    record: (entry: ModerationAction, change: (tableName: string) => TransactionPart) =>
      writeTogether(table, [change(table.tableName), moderationLogPart(table.tableName, entry)]),
    /** An entry, read back (for the operators, and tests). */
    get: (id: string, at: Date) => actionItems.get(table, id, at),
    /** A month's entries (`YYYY-MM`), newest first. */
    month: (month: string) => {
      const { PK, SK } = moderationKeys.action('', new Date(`${month}-01T00:00:00Z`));
      return actionItems.all(table, { partition: PK, prefix: SK, newestFirst: true });
    },
  };
}

export type ModerationLog = ReturnType<typeof createModerationLog>;
