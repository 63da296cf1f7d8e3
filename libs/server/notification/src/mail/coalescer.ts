/**
 * Runs the calls made in one turn of the event loop as one batch: each `run(item)` joins the batch that
 * `runBatch` runs once the turn's I/O callbacks are done (setImmediate), and resolves with its own result.
 * Under load, dozens of e-mail jobs finish a step in one turn: one statement for all of them instead of one
 * round trip each. A batch that fails rejects every call in it.
 */
export class Coalescer<Item, Result> {
  private waiting: { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }[] = [];

  constructor(private readonly runBatch: (items: Item[]) => Promise<Result[]>) {}

  run(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => this.flush());
      this.waiting.push({ item, resolve, reject });
    });
  }

  private flush(): void {
    const batch = this.waiting;
    this.waiting = [];
    this.runBatch(batch.map(({ item }) => item)).then(
      (results) => {
        if (results.length !== batch.length) {
          const error = new Error(`A batch of ${batch.length} answered ${results.length} results`);
          for (const call of batch) call.reject(error);
          return;
        }
        batch.forEach((call, index) => call.resolve(results[index]!));
      },
      (error: unknown) => {
        for (const call of batch) call.reject(error);
      },
    );
  }
}
