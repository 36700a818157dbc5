/**
 * The serialised answers of `GET /api/properties` and `GET /api/properties/:id`, per owner, each kept with the
 * owner's property version it was built at (ADR 0016). The version is raised by a database trigger in the same
 * transaction as any change of the owner's properties, and read before the data when an answer is built, so an
 * answer is never older than its version: one that matches the current version is exactly what the database would
 * answer now, on this instance and across instances. Answers depend on the row alone (no clock, no other table).
 */
/** In UTF-16 code units, as JavaScript holds a string: about 64 MB of memory at most. */
const MAX_CHARS = 32 * 1024 * 1024;

type Entry = { version: number; body: string };

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;

  constructor(private readonly maxChars = MAX_CHARS) {}

  /** The answer built at `version`, if it is still held. */
  get(ownerId: string, key: string, version: number): string | undefined {
    const name = `${ownerId} ${key}`;
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.drop(name, entry);
      return undefined;
    }
    // Map order is insertion order: moving a used answer to the end makes the first one the least recently used.
    this.entries.delete(name);
    this.entries.set(name, entry);
    return entry.body;
  }

  set(ownerId: string, key: string, version: number, body: string) {
    const name = `${ownerId} ${key}`;
    const old = this.entries.get(name);
    if (old) this.drop(name, old);
    if (body.length > this.maxChars) return;
    this.entries.set(name, { version, body });
    this.chars += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.drop(oldest, entry);
    }
  }

  private drop(name: string, entry: Entry) {
    this.entries.delete(name);
    this.chars -= entry.body.length;
  }
}
