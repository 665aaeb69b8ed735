"use client";
// "Generate a letter" on a case's Forms & Letters tab (composed by the case screen): choose a template and
// PDF or Word; the server's preview says which fields the case lacks before anything is saved; Generate
// saves the letter into the case's forms and letters (a new version of the same template's letter).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { SearchInput } from "@/components/ui/search-input";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/input-class";
import { FormAlert } from "@/components/ui/form-alert";
import { TextLink } from "@/components/ui/link-button";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { apiList, apiPost, errorMessage } from "@/lib/shared/api-client";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseDetails } from "@/lib/modules/cases/contract";
import { LETTER_FORMATS, type LetterFormat } from "../constants";
import type { GeneratedLetter, LetterListRow, LetterPreview } from "../contract";
import { LETTERS_PATH, lettersKeys } from "./keys";

export function GenerateLetterButton({ viewer, c, onGenerated }: { viewer: Viewer; c: CaseDetails; onGenerated: () => void }) {
  const t = useTranslations("letters.generate");
  const [open, setOpen] = useState(false);
  if (!can(viewer, "letter.read") || !can(viewer, "document.manage")) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("open")}
      </Button>
      {open ? <GenerateDialog c={c} onClose={() => setOpen(false)} onGenerated={onGenerated} /> : null}
    </>
  );
}


function GenerateDialog({ c, onClose, onGenerated }: { c: CaseDetails; onClose: () => void; onGenerated: () => void }) {
  const t = useTranslations("letters.generate");
  const [id, setId] = useState("");
  const [format, setFormat] = useState<LetterFormat>("pdf");
  const [search, setSearch] = useState("");
  const listBody = { page: 1, perpage: 100, sortBy: "name", sortOrder: "asc", search: search || undefined };
  const templates = useQuery({ queryKey: lettersKeys.list(listBody), queryFn: ({ signal }) => apiList<LetterListRow>("form-letter/list", listBody, { signal }), placeholderData: keepPreviousData });
  const preview = useQuery({
    queryKey: lettersKeys.preview({ petitionId: c.id, id }),
    queryFn: ({ signal }) => apiPost<LetterPreview>("form-letter/preview", { petitionId: c.id, id }, { signal }),
    enabled: Boolean(id),
  });
  const generate = useMutation({
    mutationFn: () => apiPost<GeneratedLetter>("form-letter/generate", { petitionId: c.id, id, format }),
    onSuccess: (r) => {
      toast.success(t("done", { file: r.fileName }));
      onGenerated();
      onClose();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const rows = templates.data?.data ?? [];
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("title")} size="lg">
      <div className="grid gap-4">
        {templates.isPending ? <Spinner label={t("loadingTemplates")} /> : null}
        {templates.isError ? <FormAlert message={errorMessage(templates.error)} /> : null}
        {(templates.data?.pagination?.total ?? 0) > rows.length || search ? <SearchInput label={t("search")} value={search} onSearch={setSearch} /> : null}
        {templates.isSuccess && rows.length === 0 && !search ? (
          <p className="text-sm text-fg-muted">
            {t("noTemplates")} <TextLink href={LETTERS_PATH}>{t("manageLink")}</TextLink>
          </p>
        ) : null}
        {rows.length ? (
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto]">
            <div className="flex flex-col gap-1">
              <label htmlFor="generate-letter-template" className="text-sm font-medium text-fg">
                {t("template")}
              </label>
              <select id="generate-letter-template" className={inputClass} value={id} onChange={(e) => setId(e.target.value)}>
                <option value="">{t("templatePlaceholder")}</option>
                {rows.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="flex flex-col gap-1">
              <legend className="text-sm font-medium text-fg">{t("format")}</legend>
              <div className="flex gap-4 pt-2">
                {LETTER_FORMATS.map((fmt) => (
                  <label key={fmt} className="flex items-center gap-2 text-sm">
                    <input type="radio" name="generate-letter-format" value={fmt} checked={format === fmt} onChange={() => setFormat(fmt)} />
                    {t(fmt)}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        ) : null}
        {id && preview.isPending ? <Spinner label={t("loadingPreview")} /> : null}
        {preview.isError ? <FormAlert message={errorMessage(preview.error)} /> : null}
        {preview.data ? (
          <>
            {preview.data.missing.length ? (
              <div role="status" className="rounded-md border border-warning bg-warning-subtle p-3 text-sm">
                <p>{t("missingWarning", { count: preview.data.missing.length })}</p>
                <ul className="mt-1 list-disc pl-5">
                  {preview.data.missing.map((m) => (
                    <li key={m.field}>{m.label}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <pre className="max-h-72 overflow-auto whitespace-pre-wrap rounded-md border border-border bg-surface p-3 font-serif text-sm">{preview.data.text}</pre>
          </>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={generate.isPending}>
            {t("cancel")}
          </Button>
          <Button onClick={() => generate.mutate()} disabled={!id} loading={generate.isPending}>
            {t("submit")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
