"use client";
// /app/form-letters: the firm's letter templates (/api/form-letter/list) — name, kind, language, the merge
// fields each uses, last change — with search, kind and language filters and sorts in the URL; "New
// template" (name, kind, language; then the editor), delete after a confirmation, and the starter set
// offered on an empty list.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FilterSelect } from "@/components/list/filter-select";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { FormDialog } from "@/components/form/form-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type Column } from "@/components/ui/data-table";
import { RowLink } from "@/components/ui/row-link";
import { PageHeader } from "@/components/ui/page-header";
import { RowActions } from "@/components/ui/row-actions";
import { NotAllowed } from "@/components/ui/screen-states";
import { SearchInput } from "@/components/ui/search-input";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { createLetterBody, LETTER_KINDS, LETTER_LANGUAGES, LETTER_SORT_FIELDS, letterListBody, type CreateLetterBody, type CreateLetterInput, type LetterDetails, type LetterListRow } from "../contract";
import { letterPath, lettersKeys } from "./keys";

const LIST = defineList<LetterListRow>()({
  sortFields: LETTER_SORT_FIELDS,
  defaultSort: { sortBy: "name", sortOrder: "asc" },
  matcher: letterListBody.shape.filter.unwrap().shape.matcher,
  path: "form-letter/list",
  queryKey: lettersKeys.list,
});

/** A new template starts with the firm's letterhead and the date. */
const NEW_BODY = "{{firm.name}}\n{{firm.address}}\n\n{{today}}\n\n";

export function LettersScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("letters");
  if (!can(viewer, "letter.read")) return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  return <LettersList viewer={viewer} />;
}

function LettersList({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("letters");
  const f = useFormat();
  const qc = useQueryClient();
  const { view, update, query, filtered } = useListQuery(LIST);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<LetterListRow | null>(null);
  const canManage = can(viewer, "letter.manage");
  const m = view.matcher;

  const remove = useMutation({
    mutationFn: (r: LetterListRow) => apiPost<unknown>("form-letter/delete", { id: r.id }),
    onSuccess: () => {
      toast.success(t("delete.done"));
      void qc.invalidateQueries({ queryKey: lettersKeys.all });
      setDeleting(null);
    },
    onError: (e) => {
      toast.error(errorMessage(e));
      setDeleting(null);
    },
  });
  const starter = useMutation({
    mutationFn: () => apiPost<{ added: number }>("form-letter/add-starter-set", {}),
    onSuccess: (r) => {
      toast.success(t("starterAdded", { count: r.added }));
      void qc.invalidateQueries({ queryKey: lettersKeys.all });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });

  const columns: Column<LetterListRow>[] = [
    {
      key: "name",
      header: t("columns.name"),
      sortable: true,
      cell: (r) => (
        <RowLink href={letterPath(r.id)} className="font-medium" aria-label={t("open", { name: r.name })}>
          {r.name}
        </RowLink>
      ),
    },
    { key: "kind", header: t("columns.kind"), sortable: true, cell: (r) => t(`kinds.${r.kind}`) },
    { key: "language", header: t("columns.language"), cell: (r) => <Badge tone="neutral">{t(`languages.${r.language}`)}</Badge> },
    { key: "fields", header: t("columns.fields"), cell: (r) => t("fieldCount", { count: r.fields.length }) },
    { key: "updatedAt", header: t("columns.updated"), sortable: true, cell: (r) => (r.updatedByName ? t("updatedBy", { date: f.date(r.updatedAt), name: r.updatedByName }) : f.date(r.updatedAt)) },
    {
      key: "actions",
      header: <span className="sr-only">{t("columns.actions")}</span>,
      className: "text-right",
      cell: (r) => (canManage ? <RowActions label={t("actionsFor", { name: r.name })} actions={[{ label: t("delete.action"), onSelect: () => setDeleting(r), destructive: true }]} /> : null),
    },
  ];
  const newButton = canManage ? <Button onClick={() => setCreating(true)}>{t("new")}</Button> : undefined;
  const emptyAction = canManage ? (
    <div className="flex flex-wrap justify-center gap-2">
      <Button onClick={() => starter.mutate()} loading={starter.isPending}>
        {t("addStarter")}
      </Button>
      <Button variant="secondary" onClick={() => setCreating(true)}>
        {t("new")}
      </Button>
    </div>
  ) : undefined;
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} actions={newButton} />
      <ListFilterBar namespace="letters" filtered={filtered} onClear={() => update({ search: "", matcher: { kinds: undefined, language: undefined } })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t("filters.kind")}
          allLabel={t("filters.allKinds")}
          value={m.kinds?.[0] ?? ""}
          options={LETTER_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          onChange={(v) => update({ matcher: { kinds: v ? [v as (typeof LETTER_KINDS)[number]] : undefined } })}
        />
        <FilterSelect
          label={t("filters.language")}
          allLabel={t("filters.allLanguages")}
          value={m.language ?? ""}
          options={LETTER_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          onChange={(v) => update({ matcher: { language: v ? (v as (typeof LETTER_LANGUAGES)[number]) : undefined } })}
        />
      </ListFilterBar>
      <ListViewTable namespace="letters" filtered={filtered} columns={columns} rowKey={(r) => r.id} view={view} update={update} query={query} emptyAction={filtered ? undefined : emptyAction} />
      {creating ? <CreateDialog onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("delete.title", { name: deleting?.name ?? "" })}
        message={t("delete.body")}
        confirmLabel={t("delete.confirm")}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}

function CreateDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("letters");
  const router = useRouter();
  const qc = useQueryClient();
  const form = useForm<CreateLetterInput, unknown, CreateLetterBody>({ resolver: zodResolver(createLetterBody), defaultValues: { name: "", kind: "support_letter", language: "en", body: NEW_BODY } });
  const save = useMutation({
    mutationFn: (body: CreateLetterBody) => apiPost<LetterDetails>("form-letter/create", body),
    onSuccess: (r) => {
      void qc.invalidateQueries({ queryKey: lettersKeys.all });
      onClose();
      router.push(letterPath(r.id));
    },
  });
  return (
    <FormDialog title={t("createDialog.title")} form={form} save={save} submitLabel={t("createDialog.create")} onClose={onClose}>
      <TextField name="name" label={t("form.name")} required maxLength={120} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="kind" label={t("form.kind")} required options={LETTER_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
        <SelectField name="language" label={t("form.language")} required options={LETTER_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))} />
      </div>
    </FormDialog>
  );
}
