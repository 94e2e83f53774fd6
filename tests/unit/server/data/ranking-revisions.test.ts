import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../src/server/data/database';
import { answerRevisionOf, rankingRevisionsMoved, type AnswerRevision } from '../../../../src/server/data/ranking-revisions';

/** A stand-in for the database's row: each read returns the revision as it is now, and is counted. */
function ranking(start: number) {
  const state = { revision: start, reads: 0 };
  const read = async (): Promise<AnswerRevision> => {
    state.reads++;
    return { revision: state.revision, panelAt: null };
  };
  return { state, read };
}

const yes = () => true;
const no = () => false;

describe('answerRevisionOf', () => {
  it('reads every time when not remembering (PostgreSQL without its listener)', async () => {
    const db = {} as Db;
    const { state, read } = ranking(1);
    await answerRevisionOf(db, no, 'course', 'mylie', read);
    await answerRevisionOf(db, no, 'course', 'mylie', read);
    expect(state.reads).toBe(2);
  });

  it('remembers per database and ranking until a write moves them', async () => {
    const db = {} as Db;
    const other = {} as Db;
    const { state, read } = ranking(1);
    expect(await answerRevisionOf(db, yes, 'course', 'mylie', read)).toEqual({ revision: 1, panelAt: null });
    state.revision = 2;
    expect((await answerRevisionOf(db, yes, 'course', 'mylie', read))!.revision).toBe(1);
    expect(state.reads).toBe(1);
    expect((await answerRevisionOf(db, yes, 'course', 'most_fun', read))!.revision).toBe(2);
    expect((await answerRevisionOf(other, yes, 'course', 'mylie', read))!.revision).toBe(2);
    rankingRevisionsMoved(db);
    expect((await answerRevisionOf(db, yes, 'course', 'mylie', read))!.revision).toBe(2);
    expect(state.reads).toBe(4);
  });

  it('reads again while told not to remember (the listener is down), and keeps nothing read meanwhile', async () => {
    const db = {} as Db;
    let listening = true;
    const remember = () => listening;
    const { state, read } = ranking(1);
    await answerRevisionOf(db, remember, 'course', 'mylie', read);
    listening = false;
    state.revision = 2;
    expect((await answerRevisionOf(db, remember, 'course', 'mylie', read))!.revision).toBe(2);
    expect(state.reads).toBe(2);
    // Back: the listener forgets everything on a reconnect (notifications sent meanwhile are lost).
    listening = true;
    rankingRevisionsMoved(db);
    expect((await answerRevisionOf(db, remember, 'course', 'mylie', read))!.revision).toBe(2);
    expect((await answerRevisionOf(db, remember, 'course', 'mylie', read))!.revision).toBe(2);
    expect(state.reads).toBe(3);
  });

  it('is shared by every handle on one database (drizzle\'s $client)', async () => {
    const client = {};
    const [db, wrapped] = [{ $client: client } as unknown as Db, { $client: client } as unknown as Db];
    const { state, read } = ranking(1);
    await answerRevisionOf(db, yes, 'course', 'mylie', read);
    state.revision = 2;
    rankingRevisionsMoved(wrapped);
    expect((await answerRevisionOf(db, yes, 'course', 'mylie', read))!.revision).toBe(2);
  });

  it('does not remember a read that started before a write moved the revisions', async () => {
    const db = {} as Db;
    let release!: () => void;
    const slow = () => new Promise<AnswerRevision>((resolve) => { release = () => resolve({ revision: 1, panelAt: null }); });
    const pending = answerRevisionOf(db, yes, 'course', 'mylie', slow);
    rankingRevisionsMoved(db);
    release();
    expect((await pending)!.revision).toBe(1);
    const { read } = ranking(2);
    expect((await answerRevisionOf(db, yes, 'course', 'mylie', read))!.revision).toBe(2);
  });
});
