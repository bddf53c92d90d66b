import { useState } from "react";

/**
 * A dialog's form: the values it opened with (`start`, to send only what changed), the values being edited, and the
 * problems found on submit; `set(key)` changes one value and clears that value's problem.
 */
export function useDraft<Draft extends object>(initial: () => Draft) {
  const [start] = useState(initial);
  const [draft, setDraft] = useState<Draft>(start);
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) => {
      setDraft((d) => ({ ...d, [key]: value }));
      setProblems((p) => ({ ...p, [key]: undefined }));
    };
  return { start, draft, problems, setProblems, set };
}
