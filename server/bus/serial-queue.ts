// Runs one subscriber's handlers one at a time, in order, off the publisher's stack: a slow
// or async handler delays only its own subscriber, and a throwing one does not stop delivery.

type Task = () => void | Promise<void>;

export class SerialQueue {
  private readonly tasks: Task[] = [];
  private running = false;
  private stopped = false;
  private waiters: (() => void)[] = [];

  constructor(private readonly onError: (error: unknown) => void = () => undefined) {}

  push(task: Task): void {
    if (this.stopped) return;
    this.tasks.push(task);
    if (!this.running) {
      this.running = true;
      queueMicrotask(() => void this.drain());
    }
  }

  /** Resolves when every task pushed so far has run. */
  idle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  stop(): void {
    this.stopped = true;
    this.tasks.length = 0;
  }

  private async drain(): Promise<void> {
    while (this.tasks.length > 0 && !this.stopped) {
      const task = this.tasks.shift() as Task;
      try {
        await task();
      } catch (error) {
        this.onError(error);
      }
    }
    this.running = false;
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}
