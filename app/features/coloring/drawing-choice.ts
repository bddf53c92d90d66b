// Which copy of a signed-in child's drawing a page opens with: this browser's (IndexedDB) or the account's (another
// device may have painted on since). Pure, so the rule is tested on its own (drawing-choice.test.ts).

/** This browser's copy: when it was saved here, and what it knows of the account's copy. */
export interface LocalCopy {
  /** When this browser last saved the drawing (this device's clock). */
  savedAt: number;
  /** The account copy's time (the server's clock) this browser last sent or took; absent: never in sync. */
  accountAt?: number;
  /** When the drawing that went to the account was taken from the page (this device's clock). */
  sentAt?: number;
}

/** The account's copy: when the server saved it (the server's clock). */
export interface AccountCopy {
  updatedAt: number;
}

/**
 * The newer of the two. The account's copy is newer only if it changed after this browser last sent or took it (some
 * other device painted) and, as far as two clocks can tell, after the last change here; otherwise this browser's copy
 * holds everything the account has and its undo steps too.
 */
export function newerCopy(local: LocalCopy | null, account: AccountCopy | null): "local" | "account" | null {
  if (!account) return local ? "local" : null;
  if (!local) return "account";
  if (local.accountAt !== undefined && account.updatedAt <= local.accountAt) return "local";
  return account.updatedAt >= local.savedAt ? "account" : "local";
}

/** This browser's copy (chosen) has changes the account has not got: it goes there once the page is open. */
export function needsUpload(local: LocalCopy, account: AccountCopy | null): boolean {
  if (!account || local.accountAt !== account.updatedAt) return true;
  return local.sentAt === undefined || local.savedAt > local.sentAt;
}
