// One serial queue for every order command, market tick and settings change: a task starts
// when the one before it has settled, so the engines, the accounts in memory and the
// database never see two writers at once.
export class SerialQueue {
  private chain: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const next = this.chain.then(task, task);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Waits for every queued task (tests, shutdown, reads that must see the last commit). */
  async idle(): Promise<void> {
    await this.chain.catch(() => undefined);
  }
}
