/**
 * Answers of GET /api/vendor/inventory as JSON text, each under a key that holds its vendor's inventory version
 * (inventoryVersion: it changes with every committed write to the vendor's items or images, by any process), so an
 * answer is served again only while nothing it was built from has changed, and before its `validUntilMs` (by the
 * database's clock: the "unconfirmed" filter's answer changes with time alone). Least recently used answers go past
 * `maxChars` (answers of old versions are never asked again and age out that way). One per app.
 */
export class InventoryAnswerCache {
  readonly #answers = new Map<string, { answer: string; validUntilMs: number }>();
  readonly #maxChars: number;
  #chars = 0;

  constructor(maxChars = 32 * 1024 * 1024) {
    this.#maxChars = maxChars;
  }

  get(key: string, nowMs: number): string | undefined {
    const entry = this.#answers.get(key);
    if (entry === undefined || nowMs > entry.validUntilMs) return undefined;
    this.#answers.delete(key);
    this.#answers.set(key, entry);
    return entry.answer;
  }

  set(key: string, answer: string, validUntilMs = Number.POSITIVE_INFINITY): void {
    this.#forget(key);
    this.#answers.set(key, { answer, validUntilMs });
    this.#chars += answer.length;
    while (this.#chars > this.#maxChars) this.#forget(this.#answers.keys().next().value!);
  }

  #forget(key: string): void {
    const entry = this.#answers.get(key);
    if (entry === undefined) return;
    this.#answers.delete(key);
    this.#chars -= entry.answer.length;
  }
}
