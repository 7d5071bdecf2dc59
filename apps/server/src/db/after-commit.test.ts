import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/helper';
import { afterCommit } from './after-commit';
import type { DatabaseHandle } from './client';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
  await database.db.execute(sql`create table after_commit_probe (id int)`);
});
afterAll(() => database.close());

/** Whether a row is visible outside the transaction when a task runs: it must be, it was committed. */
const committedRows = async () =>
  Number((await database.db.execute(sql`select count(*)::int as n from after_commit_probe`)).rows[0]!.n);

describe('afterCommit', () => {
  it('runs at once outside a transaction', () => {
    const ran: string[] = [];
    afterCommit(database.db, () => ran.push('now'));
    expect(ran).toEqual(['now']);
  });

  it('waits for the outermost commit, savepoints included, and runs in order', async () => {
    const ran: string[] = [];
    const before = await committedRows();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into after_commit_probe values (1)`);
      afterCommit(tx, () => ran.push('outer'));
      await tx.transaction(async (savepoint) => {
        afterCommit(savepoint, () => ran.push('savepoint'));
      });
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['outer', 'savepoint']);
    expect(await committedRows()).toBe(before + 1);
  });

  it('drops the tasks of a rolled-back transaction, and of a rolled-back savepoint only', async () => {
    const ran: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => ran.push('lost'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await database.db.transaction(async (tx) => {
      afterCommit(tx, () => ran.push('kept'));
      await tx
        .transaction(async (savepoint) => {
          afterCommit(savepoint, () => ran.push('undone'));
          throw new Error('undo the savepoint');
        })
        .catch(() => undefined);
    });
    expect(ran).toEqual(['kept']);
  });
});
