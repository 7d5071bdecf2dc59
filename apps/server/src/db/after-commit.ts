import type { Database, Executor } from './client';

type Task = () => void;
type TransactionRunner = Database['transaction'];

/** The tasks waiting for each open transaction (or savepoint) to commit. */
const waiting = new WeakMap<object, Task[]>();

/**
 * Runs `task` once what `executor` wrote is committed: at once outside a transaction; after the
 * outermost commit inside one; never when the transaction (or the savepoint it is in) rolls back.
 * Only transactions of a database passed through `trackCommits` are known; any other executor runs
 * the task at once.
 */
export function afterCommit(executor: Executor, task: Task): void {
  const queue = waiting.get(executor);
  if (queue) queue.push(task);
  else task();
}

/**
 * A savepoint's tasks join its parent's queue when it is released; the outermost transaction runs
 * them once committed. A transaction that throws (rolls back) drops its queue.
 */
function tracked(run: TransactionRunner, parent: Task[] | null): TransactionRunner {
  return (async (work, config) => {
    const queue: Task[] = [];
    const result = await run(async (tx) => {
      waiting.set(tx, queue);
      tx.transaction = tracked(tx.transaction.bind(tx) as TransactionRunner, queue) as typeof tx.transaction;
      return work(tx);
    }, config);
    if (parent) parent.push(...queue);
    else for (const task of queue) task();
    return result;
  }) as TransactionRunner;
}

/** Lets `afterCommit` see the transactions of `db` (and of their savepoints). */
export function trackCommits(db: Database): Database {
  db.transaction = tracked(db.transaction.bind(db) as TransactionRunner, null);
  return db;
}
