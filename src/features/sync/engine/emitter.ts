type Listener = (...args: never[]) => void

/** PouchDB's event emitters as the engine uses them: `on` chains, and a cancelled one says
 * nothing more. The worker's proxies (pouchClient.ts) and the tests' replica (fakeReplica.ts)
 * are both made of these. */
export class Emitter {
  private readonly listeners = new Map<string, Listener[]>()
  cancelled = false

  /** `stop` runs once, on the first cancel. */
  constructor(private readonly stop: () => void = () => {}) {}

  on(name: string, listener: Listener): this {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener])
    return this
  }

  emit(name: string, ...args: unknown[]): void {
    if (this.cancelled) return
    for (const listener of this.listeners.get(name) ?? []) {
      ;(listener as (...given: unknown[]) => void)(...args)
    }
  }

  cancel(): void {
    if (this.cancelled) return
    this.cancelled = true
    this.stop()
  }
}
