import { memo } from "react";
import { useTranslation } from "react-i18next";
import { PALETTE, isHexColor, type ToolKind } from "~/games/coloring";
import { emoticonLabel } from "~/ui/reactions/emoticon-label";
import { emoticonUrl } from "~/shared/emoticons";
import { stickerUrl } from "~/shared/shelf";
import { useOwnShelf } from "~/ui/shelf/shelf-store";
import { useRootData } from "~/ui/use-root-data";
import { EMOTICONS } from "~/shared/constants";
import { Choice, ChoiceGroup } from "~/ui/choice-group";
import { Icon } from "./icons";
import { SIZES, TOOLS, type SizeId } from "./tool-options";
import styles from "./coloring-controls.module.css";

export const ToolPicker = memo(function ToolPicker({
  tool,
  onChange,
}: {
  tool: ToolKind;
  onChange: (tool: ToolKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      className={styles.group}
      value={tool}
      onChange={(v) => onChange(v as ToolKind)}
      label={t("Coloring Tools")}
    >
      <div className={styles.row}>
        {TOOLS.map(({ id, labelKey }) => (
          <Choice key={id} value={id} className={styles.tool}>
            <Icon name={id} size={26} />
            <span className={styles.toolText}>{t(labelKey)}</span>
          </Choice>
        ))}
      </div>
    </ChoiceGroup>
  );
});

export const SizePicker = memo(function SizePicker({
  size,
  onChange,
}: {
  size: SizeId;
  onChange: (size: SizeId) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      className={styles.group}
      value={size}
      onChange={(v) => onChange(v as SizeId)}
      label={t("Coloring Size")}
    >
      <div className={styles.row}>
        {SIZES.map(({ id, labelKey, dot }) => (
          <Choice key={id} value={id} className={styles.size} label={t(labelKey)}>
            <span className={styles.dot} style={{ width: dot, height: dot }} />
          </Choice>
        ))}
      </div>
    </ChoiceGroup>
  );
});

export const ColorPicker = memo(function ColorPicker({
  color,
  onChange,
}: {
  color: string;
  onChange: (color: string) => void;
}) {
  const { t } = useTranslation();
  const inPalette = PALETTE.some((c) => c.hex === color);
  return (
    <div className={styles.colors}>
      <ChoiceGroup
        className={styles.group}
        value={inPalette ? color : null}
        onChange={onChange}
        label={t("Coloring Colors")}
      >
        <div className={styles.swatches}>
          {PALETTE.map(({ id, hex }) => (
            <Choice key={id} value={hex} className={styles.swatch} label={t(`Coloring Color ${id}`)}>
              <span
                className={styles.chip}
                style={{ background: hex }}
                data-light={id === "white" || id === "yellow" || undefined}
              />
            </Choice>
          ))}
        </div>
      </ChoiceGroup>
      <label className={styles.custom} data-selected={!inPalette || undefined}>
        <input
          type="color"
          value={color}
          onChange={(e) => isHexColor(e.target.value) && onChange(e.target.value.toLowerCase())}
        />
        <span>{t("Coloring Custom Color")}</span>
      </label>
    </div>
  );
});

export const StickerPicker = memo(function StickerPicker({
  sticker,
  onChange,
}: {
  sticker: string;
  onChange: (name: string) => void;
}) {
  const { t } = useTranslation();
  // The reward stickers the child has earned (issue 31) come first, then the 24 vehicle faces.
  const { stickers: earned } = useOwnShelf(!!useRootData().user);
  return (
    <ChoiceGroup
      className={styles.group}
      value={sticker}
      onChange={onChange}
      label={t("Coloring Stickers")}
      labelClassName={styles.groupLabel}
    >
      <div className={styles.stickers}>
        {earned.map((name) => (
          <Choice key={name} value={name} className={styles.sticker} label={t(`Sticker ${name}`)}>
            <img src={stickerUrl(name)} alt="" width={40} height={40} loading="lazy" data-reward-sticker="" />
          </Choice>
        ))}
        {EMOTICONS.map((name) => (
          <Choice key={name} value={name} className={styles.sticker} label={emoticonLabel(t, name)}>
            <img src={emoticonUrl(name)} alt="" width={40} height={40} loading="lazy" />
          </Choice>
        ))}
      </div>
    </ChoiceGroup>
  );
});
