// What the live region says: everything one input caused, reported once, so a snap is not drowned by
// the selection of the next piece that follows it in the same moment.

export type Announcement =
  | { kind: "selected"; piece: number; total: number }
  | { kind: "deselected" }
  | { kind: "slot"; row: number; col: number }
  | { kind: "snapped"; placed: number; total: number }
  | { kind: "joined" }
  | { kind: "wrong-place" }
  /** The piece was put down away from its place twice: its place glows now. */
  | { kind: "glow" }
  | { kind: "complete"; elapsedMs: number };

export class Announcer {
  private pending: Announcement[] = [];

  constructor(private readonly flush: (announcements: Announcement[]) => void) {}

  add(a: Announcement): void {
    if (this.pending.length === 0) {
      queueMicrotask(() => {
        const list = this.pending;
        this.pending = [];
        // after a snap, "piece put down" is noise: the piece is in its place
        const snapped = list.some((x) => x.kind === "snapped" || x.kind === "complete");
        this.flush(snapped ? list.filter((x) => x.kind !== "deselected") : list);
      });
    }
    this.pending.push(a);
  }
}
