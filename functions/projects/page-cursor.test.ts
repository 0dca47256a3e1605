import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './page-cursor';
import { ProjectError } from './project-errors';

describe('the project listing cursor', () => {
  it('round-trips the last project id', () => {
    const id = ulid();
    expect(decodeCursor(encodeCursor(id))).toBe(id);
  });

  it.each([
    ['an empty string', ''],
    ['a key of another kind', Buffer.from('USER#someone').toString('base64url')],
    ['a whole DynamoDB key', Buffer.from('{"PK":"USER#x","SK":"PROJECT#y"}').toString('base64url')],
    ['padding added to a valid cursor', `${encodeCursor(ulid())}=`],
    ['lower-case id', encodeCursor(ulid().toLowerCase())],
  ])('refuses %s', (_, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(ProjectError);
  });
});
