"use client";
// /app/esign-prepare/[itemId] — the staff place the signers' boxes on a draft envelope's pages: choose a
// signer (a colour each) and a kind, then click or drag on a page; boxes move, resize and go by mouse or
// keyboard, and the list beside the pages names every box. Save (esign/save-fields: the server's refusals
// shown, e.g. a signer without a signature box), then Send, which leads to the status page. An envelope
// that is no longer a draft opens read-only with its boxes.
import { useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { DetailsQueryState } from "@/components/ui/screen-states";
import { toast } from "@/components/ui/toast";
import { ApiError, apiPost, errorMessage } from "@/lib/shared/api-client";
import type { EnvelopeDetails } from "../contract";
import { ESIGN_STATUS_PATH } from "../constants";
import { BoxList, Palette } from "./box-list";
import { PageOverlay, type BoxLook } from "./box-editor";
import { boxesOf, boxFromDrag, saveFieldsPayload, signerColour, type Box, type FieldKind, type Point } from "./boxes";
import { caseFormsPath } from "./paths";
import { esignKeys } from "./keys";
import { EnvelopeStatusBadge } from "./status-badges";

// The pages are drawn in the browser only (pdfjs and its worker stay out of the server's bundle).
const PdfPages = dynamic(() => import("./pdf-pages").then((m) => m.PdfPages), { ssr: false });

export function PrepareScreen({ id }: { id: string }) {
  const q = useQuery({ queryKey: esignKeys.details(id), queryFn: ({ signal }) => apiPost<EnvelopeDetails>("esign/details", { id }, { signal }) });
  return (
    <DetailsQueryState namespace="esign.staff" query={q} backHref="/app/cases">
      {(env) => <Prepare key={env.id} env={env} />}
    </DetailsQueryState>
  );
}

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

function Prepare({ env }: { env: EnvelopeDetails }) {
  const t = useTranslations("esign.staff");
  const tp = useTranslations("esign.staff.prepare");
  const qc = useQueryClient();
  const router = useRouter();
  const editable = env.actions.saveFields;
  const [boxes, setBoxes] = useState<Box[]>(() => boxesOf(env.fields));
  const [signerId, setSignerId] = useState(env.signers[0]?.id ?? "");
  const [kind, setKind] = useState<FieldKind>("signature");
  const [dirty, setDirty] = useState(false);
  const [problems, setProblems] = useState<{ messages: string[]; keys: Set<string> } | null>(null);
  const [confirmSend, setConfirmSend] = useState(false);

  const signerIndex = useMemo(() => new Map(env.signers.map((s, i) => [s.id, i])), [env.signers]);
  const signerName = (sid: string) => env.signers.find((s) => s.id === sid)?.name ?? "—";
  const look = (b: Box): BoxLook => ({
    colour: signerColour(signerIndex.get(b.signerId) ?? 0),
    name: `${t(`kinds.${b.kind}`)} · ${signerName(b.signerId)}`,
    label: tp("boxLabel", { kind: t(`kinds.${b.kind}`), signer: signerName(b.signerId), required: b.required ? "yes" : "no" }),
    problem: tp("boxInvalid"),
  });

  const update = (next: (all: Box[]) => Box[]) => {
    setBoxes(next);
    setDirty(true);
  };
  const add = (rect: Pick<Box, "x" | "y" | "width" | "height">, page: number) => {
    const key = newKey();
    update((all) => [...all, { key, signerId, kind, page, required: true, ...rect }]);
    // The new box takes the focus: the arrow keys fine-tune it at once.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-box="${key}"]`)?.focus());
  };
  const place = (from: Point, to: Point, page: number) => add(boxFromDrag(from, to, kind), page);
  const change = (b: Box) => update((all) => all.map((x) => (x.key === b.key ? b : x)));
  const remove = (key: string) => update((all) => all.filter((x) => x.key !== key));

  const save = useMutation({
    mutationFn: () => apiPost<EnvelopeDetails>("esign/save-fields", saveFieldsPayload(env.id, boxes)),
    onSuccess: (saved) => {
      qc.setQueryData(esignKeys.details(env.id), saved);
      void qc.invalidateQueries({ queryKey: esignKeys.list(env.petitionId) });
      setBoxes(boxesOf(saved.fields));
      setDirty(false);
      setProblems(null);
      toast.success(tp("saved"));
    },
    onError: (e) => setProblems(explain(e)),
  });
  const send = useMutation({
    mutationFn: () => apiPost<EnvelopeDetails>("esign/send", { id: env.id }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: esignKeys.all });
      toast.success(t("sent"));
      router.push(`${ESIGN_STATUS_PATH}?id=${env.id}`);
    },
    onError: (e) => {
      setConfirmSend(false);
      setProblems(explain(e));
    },
  });

  /** The server's 422 fields as sentences naming the signer or the box (fields.<i> is the i-th box sent). */
  function explain(e: unknown) {
    const keys = new Set<string>();
    if (!(e instanceof ApiError) || Object.keys(e.fields).length === 0) return { messages: [errorMessage(e)], keys };
    const messages = Object.entries(e.fields).map(([field, message]) => {
      const [root, ref] = field.split(".");
      if (root === "signers") return tp("signerProblem", { signer: signerName(ref), message });
      const b = root === "fields" ? boxes[Number(ref)] : undefined;
      if (!b) return message;
      keys.add(b.key);
      return tp("boxProblem", { n: Number(ref) + 1, kind: t(`kinds.${b.kind}`), page: b.page, message });
    });
    return { messages, keys };
  }

  const invalid = problems?.keys ?? new Set<string>();
  return (
    <>
      <PageHeader
        title={tp("title", { name: env.documentName })}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <EnvelopeStatusBadge status={env.status} />
            <span>{tp("signers", { count: env.signers.length })}</span>
            <span>{t(`order.${env.order}`)}</span>
          </span>
        }
        actions={
          <>
            <LinkButton href={caseFormsPath(env.petitionId)} variant="ghost">
              {t("backToCase")}
            </LinkButton>
            <LinkButton href={`${ESIGN_STATUS_PATH}?id=${env.id}`} variant="secondary">
              {t("statusLink")}
            </LinkButton>
          </>
        }
      />
      {!editable ? <p className="mb-4 rounded-md border border-border bg-surface-muted p-3 text-sm">{tp("readOnly", { status: t(`status.${env.status}`) })}</p> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {editable ? <p className="mb-3 text-sm text-fg-muted">{tp("howTo")}</p> : null}
          <div className="mx-auto max-w-3xl">
            <PdfPages
              id={env.id}
              labels={{ loading: tp("loadingPdf"), error: tp("pdfError"), retry: t("actions.retry"), page: (n) => tp("pageN", { n, count: env.pageCount }) }}
              overlay={(page) => (
                <PageOverlay
                  page={page}
                  pageLabel={tp("pageN", { n: page, count: env.pageCount })}
                  boxes={boxes.filter((b) => b.page === page)}
                  editable={editable}
                  look={look}
                  invalid={invalid}
                  onPlace={place}
                  onChange={change}
                  onRemove={remove}
                />
              )}
            />
          </div>
        </div>
        <aside className="grid content-start gap-4 lg:sticky lg:top-4 lg:self-start">
          {editable ? <Palette signers={env.signers} signerId={signerId} onSigner={setSignerId} kind={kind} onKind={setKind} pageCount={env.pageCount} onAdd={(page) => add(boxFromDrag({ x: 0.1, y: 0.1 }, { x: 0.1, y: 0.1 }, kind), page)} /> : null}
          <BoxList boxes={boxes} editable={editable} look={look} invalid={invalid} onToggleRequired={(b) => change({ ...b, required: !b.required })} onRemove={remove} />
          {problems ? (
            <div role="alert" className="rounded-md border border-danger bg-danger-soft px-3 py-2 text-sm text-danger-strong">
              <ul className={problems.messages.length > 1 ? "list-disc pl-4" : undefined}>
                {problems.messages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {editable ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" disabled={boxes.length === 0 || !dirty} loading={save.isPending} onClick={() => save.mutate()}>
                {tp("save")}
              </Button>
              <Button disabled={dirty || !env.actions.send} onClick={() => setConfirmSend(true)}>
                {t("send")}
              </Button>
              {dirty ? <p className="w-full text-xs text-fg-muted">{tp("unsaved")}</p> : !env.actions.send ? <p className="w-full text-xs text-fg-muted">{tp("sendHint")}</p> : null}
            </div>
          ) : null}
        </aside>
      </div>
      <ConfirmDialog
        open={confirmSend}
        onOpenChange={setConfirmSend}
        title={t("sendConfirm.title")}
        message={t("sendConfirm.message", { name: env.documentName, count: env.signers.length })}
        confirmLabel={t("send")}
        destructive={false}
        loading={send.isPending}
        onConfirm={() => send.mutate()}
      />
    </>
  );
}
