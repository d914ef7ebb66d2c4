/** A scored candidate kept by {@link TopResults}. */
export interface Ranked<Item> {
  readonly item: Item;
  readonly score: number;
}

/**
 * Keeps the `limit` best candidates by descending score. Candidates offered with an equal
 * score keep the order they were offered in (a stable sort), and nothing beyond the limit is
 * ever sorted: scanning 10,000 entries stays linear.
 */
export class TopResults<Item> {
  readonly #limit: number;
  readonly #kept: Ranked<Item>[] = [];

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** Offers a candidate; it is kept if it beats the weakest kept one. */
  offer(item: Item, score: number): void {
    const kept = this.#kept;
    if (kept.length === this.#limit && (kept.at(-1)?.score ?? Infinity) >= score) return;
    let position = kept.length;
    // Walk back past weaker candidates only: an equal score offered earlier stays ahead.
    while (position > 0 && (kept[position - 1]?.score ?? Infinity) < score) position -= 1;
    kept.splice(position, 0, { item, score });
    if (kept.length > this.#limit) kept.pop();
  }

  /** The kept candidates, best first. */
  ranked(): readonly Ranked<Item>[] {
    return this.#kept;
  }
}
