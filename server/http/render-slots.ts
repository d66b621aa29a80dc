/**
 * Turns at rendering pages. Rendering a page the cache does not hold costs this process 100–400 ms of CPU
 * (more on a busy machine): a crawler asking for hundreds of part pages at once would hold every other
 * request, the API and checkouts included, behind its renders. So at most `concurrent` pages render at a
 * time and at most `waiting` more wait for a turn; any page beyond those goes out unrendered at once (the
 * browser draws it, as before server rendering), which costs nothing. A page waiting longer than its
 * render deadline (`signal`) goes out unrendered too.
 */
export class RenderSlots {
  /** Pages that may wait for a turn, per page rendering at a time. */
  static readonly WAITING_PER_RENDER = 8;

  #rendering = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    readonly concurrent: number,
    readonly waiting: number,
  ) {}

  /** `render`'s page, or undefined when no turn came: every place taken, or the deadline passed first. */
  async run<T>(render: () => Promise<T>, signal: AbortSignal): Promise<T | undefined> {
    if (this.#rendering >= this.concurrent) {
      if (this.#waiting.length >= this.waiting || !(await this.#turn(signal))) return undefined;
    } else {
      this.#rendering++;
    }
    try {
      return await render();
    } finally {
      // The turn passes straight to the next page waiting, so no page that just arrived can take it.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#rendering--;
    }
  }

  /** Whether a finishing render handed this page its turn before the deadline. */
  #turn(signal: AbortSignal): Promise<boolean> {
    return new Promise((resolve) => {
      const give = () => {
        signal.removeEventListener("abort", giveUp);
        resolve(true);
      };
      const giveUp = () => {
        const place = this.#waiting.indexOf(give);
        if (place >= 0) this.#waiting.splice(place, 1);
        resolve(false);
      };
      if (signal.aborted) return resolve(false);
      this.#waiting.push(give);
      signal.addEventListener("abort", giveUp, { once: true });
    });
  }
}
