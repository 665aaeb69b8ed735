"use client";
// The link of a meeting just created: shown once (only its hash is kept), with Copy and Join now.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/input-class";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import type { CreatedMeeting } from "../contract";

export function CreatedDialog({ meeting, onClose, onJoin }: { meeting: CreatedMeeting; onClose: () => void; onJoin: () => void }) {
  const t = useTranslations("meetings.created");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(meeting.link);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  };
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("title")} description={t("intro")}>
      <div className="grid gap-4">
        <div className="grid gap-1">
          <label htmlFor="meeting-link" className="text-sm font-medium">
            {t("link")}
          </label>
          <input id="meeting-link" className={inputClass} readOnly value={meeting.link} onFocus={(e) => e.currentTarget.select()} />
        </div>
        {meeting.invitationSent && meeting.inviteeEmail ? <p className="text-sm text-fg-muted">{t("mailed", { email: meeting.inviteeEmail })}</p> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t("close")}
          </Button>
          <Button variant="secondary" onClick={() => void copy()}>
            {t("copy")}
          </Button>
          <Button variant="primary" onClick={onJoin}>
            {t("joinNow")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
