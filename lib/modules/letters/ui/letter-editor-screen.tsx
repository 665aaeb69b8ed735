"use client";
// /app/form-letters/{id}: one letter template — name, kind, language and the text, with the merge-field
// picker (a click inserts the field where the cursor is) and a preview filled from a chosen case by the
// server (/api/form-letter/preview: the same filling as a generated letter, the fields the case lacks
// listed). Saving sends the version read (/api/form-letter/update); someone's save in between is a 409
// that says to reload. A role that may not change templates previews them only.
import { useRef, useState, type RefObject } from "react";
import { useTranslations } from "next-intl";
import { useForm, useFormContext, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FieldShell, inputClass, useFieldError, useFieldIds } from "@/components/ui/field";
import { Form, FormAlert, showApiErrors } from "@/components/ui/form";
import { TextLink } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { DetailsQueryState, NotAllowed } from "@/components/ui/screen-states";
import { SearchInput } from "@/components/ui/search-input";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { ApiError, apiList, apiPost, errorMessage } from "@/lib/shared/api-client";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseListRow } from "@/lib/modules/cases/contract";
import type { z } from "zod";
import { FIELD_GROUPS, LETTER_KINDS, LETTER_LANGUAGES, MERGE_FIELDS, updateLetterBody, type FieldGroup, type LetterDetails, type LetterPreview } from "../contract";
import { LETTERS_PATH, lettersKeys } from "./keys";

const editable = updateLetterBody.required({ name: true, kind: true, language: true, body: true });
type EditInput = z.input<typeof editable>;
type EditBody = z.output<typeof editable>;

export function LetterEditorScreen({ viewer, id }: { viewer: Viewer; id: string }) {
  const t = useTranslations("letters");
  const query = useQuery({ queryKey: lettersKeys.detail(id), queryFn: ({ signal }) => apiPost<LetterDetails>("form-letter/details", { id }, { signal }) });
  if (!can(viewer, "letter.read")) return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  return (
    <DetailsQueryState namespace="letters" query={query} backHref={LETTERS_PATH}>
      {(letter) => <Editor key={letter.id} letter={letter} onReload={() => void query.refetch()} />}
    </DetailsQueryState>
  );
}

const formValues = (l: LetterDetails): EditInput => ({ id: l.id, version: l.version, name: l.name, kind: l.kind, language: l.language, body: l.body });

function Editor({ letter, onReload }: { letter: LetterDetails; onReload: () => void }) {
  const t = useTranslations("letters");
  const qc = useQueryClient();
  const readOnly = !letter.canManage;
  const form = useForm<EditInput, unknown, EditBody>({
    resolver: zodResolver(editable),
    defaultValues: formValues(letter),
  });
  // Someone saved the template since it was opened (409): say so, and offer to load their version.
  const [conflict, setConflict] = useState(false);
  const save = useMutation({
    mutationFn: (body: EditBody) => apiPost<LetterDetails>("form-letter/update", body),
    onSuccess: (r) => {
      toast.success(t("form.saved"));
      setConflict(false);
      qc.setQueryData(lettersKeys.detail(r.id), r);
      form.reset(formValues(r));
      void qc.invalidateQueries({ queryKey: lettersKeys.lists() });
    },
  });
  const reload = () => {
    setConflict(false);
    onReload();
  };
  const areaRef = useRef<HTMLTextAreaElement | null>(null);
  const insert = (field: string) => {
    const el = areaRef.current;
    const text = `{{${field}}}`;
    const value = form.getValues("body") ?? "";
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    form.setValue("body", value.slice(0, start) + text + value.slice(end), { shouldDirty: true });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + text.length, start + text.length);
    });
  };
  const dirty = form.formState.isDirty;
  const body = useWatch({ control: form.control, name: "body" }) ?? "";
  const language = useWatch({ control: form.control, name: "language" }) ?? letter.language;
  return (
    <>
      <PageHeader title={letter.name} description={t(`kinds.${letter.kind}`)} actions={<TextLink href={LETTERS_PATH}>{t("editor.back")}</TextLink>} />
      {readOnly ? <p className="mb-4 text-sm text-fg-muted">{t("editor.readOnly")}</p> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Form
          form={form}
          onSubmit={(v) => save.mutate(v, { onError: (e) => (e instanceof ApiError && e.status === 409 ? setConflict(true) : showApiErrors(form, e)) })}
          className="grid content-start gap-4"
        >
          {conflict ? (
            <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-warning bg-warning-subtle p-3 text-sm">
              <span>{t("form.conflict")}</span>
              <Button variant="secondary" onClick={reload}>
                {t("form.reload")}
              </Button>
            </div>
          ) : null}
          <fieldset disabled={readOnly} className="grid gap-4">
            <TextField name="name" label={t("form.name")} required maxLength={120} />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField name="kind" label={t("form.kind")} required options={LETTER_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
              <SelectField name="language" label={t("form.language")} required options={LETTER_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))} />
            </div>
            <BodyField areaRef={areaRef} />
          </fieldset>
          {readOnly ? null : (
            <div className="flex flex-wrap items-center justify-end gap-2">
              {dirty ? <span className="text-sm text-fg-muted">{t("form.unsaved")}</span> : null}
              <Button variant="secondary" disabled={!dirty || save.isPending} onClick={() => form.reset()}>
                {t("form.reset")}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t("form.save")}
              </Button>
            </div>
          )}
        </Form>
        {readOnly ? null : <FieldPicker onInsert={insert} />}
      </div>
      <PreviewPanel body={body} language={language} />
    </>
  );
}

/** The template's text (monospace, spell-checked); `areaRef` lets the picker insert at the cursor. */
function BodyField({ areaRef }: { areaRef: RefObject<HTMLTextAreaElement | null> }) {
  const t = useTranslations("letters");
  const hint = t("form.bodyHelp", { example: "{{beneficiary.fullName}}", ifExample: "{{#if lca.number}}", endIf: "{{/if}}" });
  const label = t("form.body");
  const error = useFieldError("body");
  const { id, errorId, hintId, aria } = useFieldIds("body", error, hint);
  const { register } = useFormContext<EditInput>();
  const { ref, ...reg } = register("body");
  return (
    <FieldShell id={id} label={label} required hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <textarea
        id={id}
        rows={22}
        spellCheck
        aria-required
        className={`${inputClass} font-mono text-[13px] leading-relaxed`}
        {...aria}
        {...reg}
        ref={(el) => {
          ref(el);
          areaRef.current = el;
        }}
      />
    </FieldShell>
  );
}

/** The merge fields by group; a click inserts one at the cursor. */
function FieldPicker({ onInsert }: { onInsert: (field: string) => void }) {
  const t = useTranslations("letters");
  const [group, setGroup] = useState<FieldGroup>("beneficiary");
  return (
    <Card className="content-start self-start p-4">
      <h2 className="text-sm font-semibold text-fg">{t("picker.title")}</h2>
      <p className="mt-1 text-xs text-fg-muted">{t("picker.help")}</p>
      <label className="mt-3 block text-xs font-medium text-fg-muted" htmlFor="letter-field-group">
        {t("picker.group")}
      </label>
      <select id="letter-field-group" className={`${inputClass} mt-1`} value={group} onChange={(e) => setGroup(e.target.value as FieldGroup)}>
        {FIELD_GROUPS.map((g) => (
          <option key={g} value={g}>
            {t(`groups.${g}`)}
          </option>
        ))}
      </select>
      <ul className="mt-3 grid gap-1">
        {MERGE_FIELDS[group].map((field) => (
          <li key={field}>
            <button type="button" className="w-full rounded px-2 py-1 text-left text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus" aria-label={t("picker.insert", { field: `${t(`fields.${field}`)} {{${field}}}` })} onClick={() => onInsert(field)}>
              <span className="block">{t(`fields.${field}`)}</span>{" "}
              <code className="block text-xs text-fg-muted">{`{{${field}}}`}</code>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The text as it stands, filled from a chosen case by the server. */
function PreviewPanel({ body, language }: { body: string; language: string }) {
  const t = useTranslations("letters");
  const [search, setSearch] = useState("");
  const [caseId, setCaseId] = useState("");
  const cases = useQuery({
    queryKey: ["letters", "cases", search],
    queryFn: ({ signal }) => apiList<CaseListRow>("petition/list", { page: 1, perpage: 100, sortBy: "createdAt", sortOrder: "desc", search: search || undefined }, { signal }),
    placeholderData: keepPreviousData,
  });
  const preview = useMutation({ mutationFn: () => apiPost<LetterPreview>("form-letter/preview", { petitionId: caseId, body, language }) });
  const rows = cases.data?.data ?? [];
  return (
    <section aria-labelledby="letter-preview-h" className="mt-8 grid gap-4">
      <h2 id="letter-preview-h" className="text-lg font-semibold text-fg">
        {t("preview.title")}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <SearchInput label={t("preview.caseSearch")} value={search} onSearch={setSearch} />
        <div className="flex min-w-64 flex-col gap-1">
          <label htmlFor="letter-preview-case" className="text-sm font-medium text-fg">
            {t("preview.case")}
          </label>
          <select id="letter-preview-case" className={inputClass} value={caseId} onChange={(e) => setCaseId(e.target.value)} aria-busy={cases.isFetching || undefined}>
            <option value="">{t("preview.casePlaceholder")}</option>
            {rows.map((c) => (
              <option key={c.id} value={c.id}>
                {[c.customCaseNumber || c.caseNumber, c.beneficiaryName, c.petitionerName].filter(Boolean).join(" · ")}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" disabled={!caseId} loading={preview.isPending} onClick={() => preview.mutate()}>
          {t("preview.run")}
        </Button>
      </div>
      {cases.isError ? <FormAlert message={errorMessage(cases.error)} /> : null}
      {cases.isSuccess && rows.length === 0 ? <p className="text-sm text-fg-muted">{t("preview.noCases")}</p> : null}
      {preview.isPending ? <Spinner label={t("preview.loading")} /> : null}
      {preview.isError ? <FormAlert message={errorMessage(preview.error)} /> : null}
      {preview.data && !preview.isPending ? (
        <div className="grid gap-3">
          {preview.data.missing.length ? (
            <div role="status" className="rounded-md border border-warning bg-warning-subtle p-3 text-sm">
              <p className="font-medium">{t("preview.missingTitle")}</p>
              <ul className="mt-1 list-disc pl-5">
                {preview.data.missing.map((m) => (
                  <li key={m.field}>{m.label}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p role="status" className="text-sm text-fg-muted">
              {t("preview.noneMissing")}
            </p>
          )}
          <pre role="region" aria-labelledby="letter-preview-h" tabIndex={0} className="max-h-[32rem] overflow-auto whitespace-pre-wrap rounded-md border border-border bg-surface p-4 font-serif text-sm leading-relaxed text-fg">
            {preview.data.text}
          </pre>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{t("preview.empty")}</p>
      )}
    </section>
  );
}
