/**
 * Group commit: callers submit one item each; items that arrive while a batch is being written wait
 * and go together in the next one. Only one batch is in flight at a time, so batches from this process
 * never contend with each other, and a quiet system still writes each item at once.
 *
 * `write` answers one result per item, in order: a value, or the Error for that item alone. When
 * `write` itself throws, the whole batch is handed to `writeOne` item by item.
 */
export function createGroupCommit<Item, Result>(options: {
  maxBatch: number;
  write: (items: Item[]) => Promise<Array<Result | Error>>;
  writeOne: (item: Item) => Promise<Result>;
  /** Told the size of every batch taken from the queue (the operator's metrics). */
  onBatch?: (size: number) => void;
}) {
  type Waiting = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let writing = false;

  async function settle(batch: Waiting[]) {
    options.onBatch?.(batch.length);
    let results: Array<Result | Error>;
    try {
      results =
        batch.length === 1
          ? [await options.writeOne(batch[0]!.item)]
          : await options.write(batch.map((w) => w.item));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      await Promise.all(
        batch.map((waiting) => options.writeOne(waiting.item).then(waiting.resolve, waiting.reject)),
      );
      return;
    }
    batch.forEach((waiting, index) => {
      const result = results[index];
      if (result instanceof Error) waiting.reject(result);
      else waiting.resolve(result as Result);
    });
  }

  async function drain() {
    writing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, options.maxBatch);
      queue = queue.slice(batch.length);
      await settle(batch);
    }
    writing = false;
  }

  return {
    submit(item: Item): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}
