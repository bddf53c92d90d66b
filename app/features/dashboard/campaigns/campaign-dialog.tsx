import { useState } from "react";
import { Button } from "react-aria-components";
import { useTranslation } from "react-i18next";
import {
  CAMPAIGN_DESCRIPTION_MAX,
  CAMPAIGN_TITLE_MAX,
  campaignChanges,
  datesInOrder,
  isSafeLink,
  keyidSchema,
  regionSchema,
  type Campaign,
  type CampaignDraft,
} from "~/shared/api/admin";
import { localIsoDate } from "~/shared/calendar";
import { UploadDialog } from "../media/upload-dialog";
import { adminApi } from "../ui/admin-api";
import { FormDialog } from "../ui/dialogs";
import { DateField, SwitchField, TextAreaField, TextInput } from "../ui/fields";
import { LanguageField } from "../ui/language-field";
import { useAdminAction } from "../ui/use-admin-action";
import { useDraft } from "../ui/use-draft";
import { useMessages } from "~/ui/messages";
import { BannerPicker } from "./banner-picker";
import ui from "../ui/ui.module.css";
import styles from "./campaigns.module.css";

type Draft = CampaignDraft & { keyid: string };
type Problems = Partial<Record<keyof Draft, string>>;

function initialDraft(campaign?: Campaign): Draft {
  if (campaign) {
    return {
      keyid: campaign.keyid,
      region: campaign.region,
      channel: campaign.channel,
      title: campaign.title,
      description: campaign.description,
      targetUrl: campaign.targetUrl,
      bannerUrl: campaign.bannerUrl,
      activated: campaign.activated,
      startDate: campaign.startDate.slice(0, 10),
      endDate: campaign.endDate.slice(0, 10),
    };
  }
  const today = localIsoDate();
  const inMonth = localIsoDate(new Date(Date.now() + 30 * 86_400_000));
  return {
    keyid: "",
    region: "*",
    channel: "*",
    title: "",
    description: "",
    targetUrl: "",
    bannerUrl: "",
    activated: true,
    startDate: today,
    endDate: inMonth,
  };
}

/** The same rules as the server (DESIGN §4.10), checked before sending so mistakes show next to their field. */
function check(
  draft: Draft,
  creating: boolean,
  t: (key: string, options?: Record<string, unknown>) => string,
): Problems {
  const problems: Problems = {};
  if (!draft.title.trim()) problems.title = t("Title required");
  else if ([...draft.title.trim()].length > CAMPAIGN_TITLE_MAX)
    problems.title = t("Too long", { max: CAMPAIGN_TITLE_MAX });
  if ([...draft.description.trim()].length > CAMPAIGN_DESCRIPTION_MAX)
    problems.description = t("Too long", { max: CAMPAIGN_DESCRIPTION_MAX });
  if (creating && draft.keyid.trim() && !keyidSchema.safeParse(draft.keyid).success) problems.keyid = t("Key Rules");
  if (!regionSchema.safeParse(draft.region).success) problems.region = t("Region Rules");
  if (!draft.startDate) problems.startDate = t("Date required");
  if (!draft.endDate) problems.endDate = t("Date required");
  else if (!datesInOrder(draft.startDate, draft.endDate)) problems.endDate = t("End before start");
  if (!isSafeLink(draft.targetUrl.trim())) problems.targetUrl = t("Link Rules");
  if (!draft.bannerUrl.trim()) problems.bannerUrl = t("Banner required");
  else if (!isSafeLink(draft.bannerUrl.trim())) problems.bannerUrl = t("Link Rules");
  return problems;
}

/** Create or edit a campaign; an edit sends only the fields that changed, and nothing when none did (spec §5). */
export function CampaignDialog({ campaign, onClose }: { campaign?: Campaign; onClose: () => void }) {
  const { t } = useTranslation();
  const { addMessage } = useMessages();
  const { run, busy } = useAdminAction();
  const { start, draft, problems, setProblems, set } = useDraft(() => initialDraft(campaign));
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);

  const submit = async () => {
    const found = check(draft, !campaign, t);
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    if (!campaign) {
      const { keyid, ...fields } = draft;
      if (
        await run(
          () => adminApi.createCampaign({ ...fields, ...(keyid.trim() ? { keyid: keyid.trim() } : {}) }),
          "Campaign created",
        )
      )
        onClose();
      return;
    }
    const changes = campaignChanges(start, draft);
    if (!changes) {
      addMessage({ error: false, text: t("Nothing changed") });
      return onClose();
    }
    if (await run(() => adminApi.updateCampaign(campaign.id, changes))) onClose();
  };

  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="wide"
      busy={busy}
      onSubmit={submit}
      title={campaign ? t("Edit Named", { name: campaign.title }) : t("New campaign")}
      submitLabel={campaign ? t("Save") : t("Create")}
    >
      <TextInput
        label={t("Title")}
        value={draft.title}
        onChange={set("title")}
        maxLength={CAMPAIGN_TITLE_MAX}
        error={problems.title}
        isRequired
        autoFocus
      />
      {campaign ? (
        <p className={ui.hint}>
          {t("Event key")}: <span className={ui.code}>{campaign.keyid}</span>
        </p>
      ) : (
        <TextInput
          label={t("Event key")}
          value={draft.keyid}
          onChange={set("keyid")}
          description={t("Key Hint")}
          error={problems.keyid}
        />
      )}
      <TextAreaField
        label={t("Description")}
        value={draft.description}
        onChange={set("description")}
        maxLength={CAMPAIGN_DESCRIPTION_MAX}
        error={problems.description}
      />
      <div className={ui.formRow}>
        <TextInput
          label={t("Country")}
          value={draft.region}
          onChange={set("region")}
          description={t("Region Hint")}
          error={problems.region}
          isRequired
        />
        <LanguageField label={t("Language")} value={draft.channel} onChange={set("channel")} />
      </div>
      <div className={ui.formRow}>
        <DateField
          label={t("Start date")}
          value={draft.startDate}
          onChange={set("startDate")}
          error={problems.startDate}
          isRequired
        />
        <DateField
          label={t("End date")}
          value={draft.endDate}
          onChange={set("endDate")}
          error={problems.endDate}
          isRequired
        />
      </div>
      <TextInput
        label={t("Target link")}
        value={draft.targetUrl}
        onChange={set("targetUrl")}
        description={t("Target Hint")}
        error={problems.targetUrl}
        placeholder="/play/gallery"
      />
      <div className={styles.bannerField}>
        <TextInput
          label={t("Banner")}
          value={draft.bannerUrl}
          onChange={set("bannerUrl")}
          error={problems.bannerUrl}
          description={t("Banner Hint")}
          isRequired
        />
        <div className={ui.actions}>
          <Button className={ui.buttonSecondary} onPress={() => setPicking(true)}>
            {t("Choose from library")}
          </Button>
          <Button className={ui.buttonSecondary} onPress={() => setUploading(true)}>
            {t("Upload new banner")}
          </Button>
        </div>
        {draft.bannerUrl && isSafeLink(draft.bannerUrl) && (
          <img src={draft.bannerUrl} alt={t("Banner preview")} className={styles.bannerPreview} />
        )}
      </div>
      <SwitchField isSelected={draft.activated} onChange={set("activated")}>
        {t("Active")}
      </SwitchField>
      {picking && (
        <BannerPicker
          onClose={() => setPicking(false)}
          onPick={(url) => {
            set("bannerUrl")(url);
            setPicking(false);
          }}
        />
      )}
      <UploadDialog
        isOpen={uploading}
        onOpenChange={setUploading}
        fixedType="banner"
        onUploaded={(media) => set("bannerUrl")(media.url)}
      />
    </FormDialog>
  );
}
