// Saving progress (debounced while playing, at once when the tab hides or the page goes) and pausing
// the play clock while the tab is hidden. No React, no canvas: the PuzzleGame owns one.
import { pauseTimer, resumeTimer, savePuzzle, type Puzzle } from "~/games/puzzle/index.ts";
import { saveGame } from "./saved-games";

export class ProgressSaver {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private wasRunning = false;

  constructor(
    private readonly saveKey: string,
    private readonly puzzle: () => Puzzle,
  ) {}

  /** After a move: save shortly, once the child has let go. */
  schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.save(), 400);
  }

  flush(): void {
    clearTimeout(this.timer);
    this.save();
  }

  /** The tab was hidden or shown again: the clock stops while nobody can play. */
  visibility(hidden: boolean): void {
    const now = performance.now();
    const puzzle = this.puzzle();
    if (hidden) {
      this.wasRunning = puzzle.runningSince !== null;
      pauseTimer(puzzle, now);
      this.flush();
    } else if (this.wasRunning) {
      resumeTimer(puzzle, now);
    }
  }

  private save(): void {
    const puzzle = this.puzzle();
    // a finished puzzle is not resumed: coming back means playing again
    if (puzzle.completed) return;
    saveGame(this.saveKey, savePuzzle(puzzle, performance.now()));
  }
}
