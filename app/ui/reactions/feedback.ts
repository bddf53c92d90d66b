/** How long the "sent" feedback shows before the gallery closes its dialog (spec §4: the update closes it). */
export const REACTION_FEEDBACK_MS = 1600;
