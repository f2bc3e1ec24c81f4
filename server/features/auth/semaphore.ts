/**
 * At most `limit` tasks run at once and at most `queueLimit` wait, first come first served; a task
 * arriving at a full queue is refused with the error `refuse` makes, without running.
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly limit: number,
    private readonly queueLimit: number,
  ) {}

  async run<T>(task: () => Promise<T>, refuse: () => Error): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.queueLimit) throw refuse();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so `running` never dips while some wait.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
