"use client";
// "New meeting" (loaded on demand): title, the case it is about (the caller's cases, or none), the invitee —
// a person of the case or any name and e-mail —, now or a date and time, and whether to e-mail the invitation
// (English or Spanish). Once created, the screen shows the link (onCreated).
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FormDialog } from "@/components/form/form-dialog";
import { Checkbox } from "@/components/ui/checkbox";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { inputClass } from "@/components/ui/input-class";
import { apiList, apiPost } from "@/lib/shared/api-client";
import { createBodyOf, meetingFormSchema, type CreatedMeeting, type MeetingFormInput, type MeetingFormValues } from "../contract";
import { meetingsKeys } from "./keys";

type CaseOption = { id: string; caseNumber: string; customCaseNumber: string | null; title: string | null; petitionerName: string | null };
type CasePeople = { beneficiaries: { id: string; name: string; email: string | null }[] };

export default function NewMeetingDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (m: CreatedMeeting) => void }) {
  const t = useTranslations("meetings.create");
  const qc = useQueryClient();
  const form = useForm<MeetingFormInput, unknown, MeetingFormValues>({
    resolver: zodResolver(meetingFormSchema),
    defaultValues: { title: "", petitionId: "", inviteeName: "", inviteeEmail: "", when: "now", localTime: "", sendInvitation: false, language: "en" },
  });
  const petitionId = useWatch({ control: form.control, name: "petitionId" });
  const when = useWatch({ control: form.control, name: "when" });
  const cases = useQuery({
    queryKey: meetingsKeys.cases(),
    queryFn: ({ signal }) => apiList<CaseOption>("petition/list", { page: 1, perpage: 100, sortBy: "createdAt", sortOrder: "desc" }, { signal }),
    staleTime: 60_000,
  });
  const people = useQuery({
    queryKey: meetingsKeys.casePeople(petitionId ?? ""),
    queryFn: ({ signal }) => apiPost<CasePeople>("petition/details", { id: petitionId }, { signal }),
    enabled: Boolean(petitionId),
    staleTime: 60_000,
  });
  const save = useMutation({
    mutationFn: (v: MeetingFormValues) => apiPost<CreatedMeeting>("meetings/create", createBodyOf(v)),
    onSuccess: (m) => {
      qc.invalidateQueries({ queryKey: meetingsKeys.lists() });
      toast.success(t("created"));
      onCreated(m);
    },
  });
  const caseOptions = (cases.data?.data ?? []).map((c) => ({ value: c.id, label: [c.customCaseNumber || c.caseNumber, c.title ?? c.petitionerName].filter(Boolean).join(" — ") }));
  const persons = petitionId ? (people.data?.beneficiaries ?? []) : [];
  return (
    <FormDialog title={t("title")} description={t("description")} form={form} save={save} submitLabel={t("submit")} onClose={onClose} size="lg">
      <TextField name="title" label={t("meetingTitle")} required autoComplete="off" maxLength={200} />
      <SelectField name="petitionId" label={t("case")} placeholder={t("noCase")} options={caseOptions} />
      {persons.length > 0 ? (
        <div className="grid gap-1">
          <label htmlFor="meeting-person" className="text-sm font-medium">
            {t("pickPerson")}
          </label>
          <select
            id="meeting-person"
            className={inputClass}
            defaultValue=""
            onChange={(e) => {
              const p = persons.find((x) => x.id === e.target.value);
              form.setValue("inviteeName", p?.name ?? "");
              form.setValue("inviteeEmail", p?.email ?? "");
            }}
          >
            <option value="">{t("pickNone")}</option>
            {persons.map((p) => (
              <option key={p.id} value={p.id}>
                {p.email ? `${p.name} (${p.email})` : p.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <TextField name="inviteeName" label={t("inviteeName")} autoComplete="off" maxLength={200} hint={t("inviteeHint")} />
      <TextField name="inviteeEmail" label={t("inviteeEmail")} type="email" autoComplete="off" maxLength={254} />
      <RadioGroupField
        name="when"
        label={t("when")}
        choices={[
          { value: "now", label: t("whenNow") },
          { value: "later", label: t("whenLater") },
        ]}
      />
      {when === "later" ? <TextField name="localTime" label={t("scheduledAt")} type="datetime-local" required /> : null}
      <Checkbox name="sendInvitation" label={t("sendInvitation")} />
      <SelectField
        name="language"
        label={t("language")}
        options={[
          { value: "en", label: t("languageEn") },
          { value: "es", label: t("languageEs") },
        ]}
      />
    </FormDialog>
  );
}
