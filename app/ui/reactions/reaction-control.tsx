import { useState } from "react";
import { Button, Toolbar } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { LoginDialog } from "~/ui/login-dialog";
import { errorText, useMessages } from "~/ui/messages";
import { useRootData } from "~/ui/use-root-data";
import type { GalleryColoring } from "~/shared/api/gallery";
import { emoticonUrl, parseEmoticon } from "~/shared/emoticons";
import { EMOTICONS } from "~/shared/constants";
import { emoticonLabel } from "./emoticon-label";
import { useLatestEmoticon } from "./latest-emoticon";
import { sendReaction } from "./reaction-api";
import { ReactionSummary } from "./reaction-summary";
import styles from "./reactions.module.css";

interface ReactionControlProps {
  coloring: GalleryColoring;
  /** Called with the coloring as the server answered it (the gallery then closes its dialog, spec §4). */
  onUpdate: (coloring: GalleryColoring) => void;
}

/**
 * Counts per emoticon, who reacted, and — signed in — the 24 emoticons to react with, always in the same order
 * (a grid that reshuffles loses a child's place); the latest chosen one is ringed (spec §4, default p1). Choosing
 * your current emoticon again takes it back (DESIGN §4.5). After a reaction the chosen emoticon pops up with a
 * short confirmation, announced to screen readers.
 */
export function ReactionControl({ coloring, onUpdate }: ReactionControlProps) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const { addMessage } = useMessages();
  const [latest, rememberLatest] = useLatestEmoticon();
  const [busy, setBusy] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [sent, setSent] = useState<{ name: string; removed: boolean; at: number } | null>(null);
  const mine = parseEmoticon(coloring.myReaction);

  const react = async (name: string) => {
    if (busy) return;
    setBusy(true);
    try {
      const updated = await sendReaction(coloring.id, name);
      rememberLatest(name);
      setSent({ name, removed: name === mine, at: Date.now() });
      onUpdate(updated);
    } catch (error) {
      addMessage({ error: true, text: await errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.control} aria-labelledby={`reactions-${coloring.id}`}>
      <h3 id={`reactions-${coloring.id}`} className={styles.heading}>
        {t("Reaction Title")}
      </h3>
      {coloring.reactions.length ? (
        <>
          <ReactionSummary counts={coloring.reactionCounts} size={32} />
          <ul className={styles.who} aria-label={t("Reaction Who")}>
            {coloring.reactions.map((reaction, index) => {
              const name = parseEmoticon(reaction.content);
              return name ? (
                <li key={`${index}-${reaction.content}`}>
                  <img src={emoticonUrl(name)} alt={emoticonLabel(t, name)} width={24} height={24} loading="lazy" />
                  <span>{reaction.displayName}</span>
                </li>
              ) : null;
            })}
          </ul>
        </>
      ) : (
        <p className={styles.empty}>{t("Reaction None")}</p>
      )}
      {user ? (
        <div className={styles.picker}>
          <p className={styles.hint} id={`reaction-hint-${coloring.id}`}>
            {mine ? t("Reaction Change Hint") : t("Reaction Pick Hint")}
          </p>
          {/* One tab stop for the 24 emoticons; arrow keys move between them. */}
          <Toolbar
            className={styles.grid}
            aria-labelledby={`reaction-hint-${coloring.id}`}
            aria-busy={busy || undefined}
          >
            {EMOTICONS.map((name) => (
              <Button
                key={name}
                data-latest={name === latest || undefined}
                className={styles.emoticon}
                aria-label={t(name === mine ? "Reaction Remove" : "Reaction Send", {
                  emoticon: emoticonLabel(t, name),
                })}
                aria-pressed={name === mine}
                isDisabled={busy}
                onPress={() => void react(name)}
              >
                <img src={emoticonUrl(name)} alt="" width={40} height={40} />
              </Button>
            ))}
          </Toolbar>
          <p className={styles.feedback} role="status" data-testid="reaction-feedback">
            {sent && (
              <span key={sent.at} className={styles.sent}>
                <img src={emoticonUrl(sent.name)} alt="" width={56} height={56} className={styles.pop} />
                {t(sent.removed ? "Reaction Taken Back" : "Reaction Sent")}
              </span>
            )}
          </p>
        </div>
      ) : (
        <>
          <Button className="button" onPress={() => setLoginOpen(true)}>
            {t("Reaction Sign In")}
          </Button>
          <LoginDialog isOpen={loginOpen} onOpenChange={setLoginOpen} />
        </>
      )}
    </section>
  );
}
