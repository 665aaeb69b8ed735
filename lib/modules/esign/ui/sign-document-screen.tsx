"use client";
// /app/auth/sign-document?token= — the signer's page (no sign-in): who asks and for what, the document to
// open, the consent to sign electronically (recorded before anything can be signed), the signer's own boxes
// (signature or initials typed or drawn, text; dates are filled with the signing day), then "Sign the
// document" or "Decline to sign". Every answer is the server's (/api/esign/token/*, Authorization: Bearer).
import { useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { inputClass } from "@/components/ui/input-class";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { TOKEN_LINK_QUERY } from "@/lib/shared/token-link";
import { ResultCard, TokenLinkState } from "@/lib/modules/account/ui";
import type { FieldDto, SignerView } from "../contract";
import { ESIGN_COMPLETE_PATH, ESIGN_FULLY_SIGNED_PATH } from "../constants";
import { ReasonDialog } from "./reason-dialog";

type Value = { type: "typed"; text: string } | { type: "drawn"; png: string } | { type: "text"; text: string };

export function SignDocumentScreen({ token, firmName }: { token: string; firmName: string }) {
  const t = useTranslations("esign");
  const q = useQuery({
    queryKey: ["esign-token", token],
    queryFn: ({ signal }) => apiPost<SignerView>("esign/token/details", {}, { token, signal }),
    ...TOKEN_LINK_QUERY,
  });
  return (
    <TokenLinkState
      query={q}
      labels={{ loading: t("loading"), loadError: t("loadError"), retry: t("retry") }}
      gone={(gone, error) => (
        <ResultCard tone={gone === "submitted" ? "info" : "warning"} title={t("title")} autoFocus={false}>
          <p>{gone === "expired" ? errorMessage(error) : t(`gone.${gone}`, { firm: firmName })}</p>
        </ResultCard>
      )}
    >
      {(v) => <Signing token={token} v={v} />}
    </TokenLinkState>
  );
}

function Signing({ token, v }: { token: string; v: SignerView }) {
  const t = useTranslations("esign");
  const f = useFormat();
  const qc = useQueryClient();
  const router = useRouter();
  const [agreed, setAgreed] = useState(false);
  const [values, setValues] = useState<Record<string, Value | undefined>>({});
  const [declining, setDeclining] = useState(false);
  const [declined, setDeclined] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const openDocument = useMutation({
    mutationFn: () => apiPost<string>("esign/token/document", {}, { token }),
    onSuccess: (url) => window.open(url, "_blank", "noopener"),
    onError: (e) => setError(errorMessage(e)),
  });
  const consent = useMutation({
    mutationFn: () => apiPost("esign/token/consent", { accept: true }, { token }),
    onSuccess: () => qc.setQueryData<SignerView>(["esign-token", token], { ...v, consentGiven: true }),
    onError: (e) => setError(errorMessage(e)),
  });
  const sign = useMutation({
    mutationFn: () =>
      apiPost<{ status: string; envelopeStatus: string }>("esign/token/sign", { values: Object.fromEntries(Object.entries(values).filter(([, x]) => x !== undefined)) }, { token }),
    // The last signature completes the envelope: that signer learns the document is fully signed.
    onSuccess: (r) => router.replace(`${r?.envelopeStatus === "completed" ? ESIGN_FULLY_SIGNED_PATH : ESIGN_COMPLETE_PATH}?document=${encodeURIComponent(v.documentName)}`),
    onError: (e) => setError(errorMessage(e)),
  });

  if (declined) {
    return (
      <ResultCard tone="info" title={t("declined.title")}>
        <p>{t("declined.body", { firm: v.firmName })}</p>
      </ResultCard>
    );
  }

  const boxes = v.fields.filter((x) => x.kind !== "date");
  const missing = boxes.filter((x) => x.required && !filled(values[x.id]));
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold text-fg">{t("title")}</h1>
        <p>{t("intro", { firm: v.firmName, name: v.signerName, document: v.documentName })}</p>
        {v.message ? <blockquote className="border-l-2 border-border pl-3 text-sm text-fg-muted">{v.message}</blockquote> : null}
        <p className="text-sm text-fg-muted">{t("expires", { date: f.date(v.expiresAt.slice(0, 10)) })}</p>
        <div>
          <Button variant="secondary" loading={openDocument.isPending} onClick={() => openDocument.mutate()}>
            {t("open", { pages: v.pageCount })}
          </Button>
        </div>
      </header>

      {error ? <FormAlert message={error} /> : null}

      {!v.consentGiven ? (
        <section aria-labelledby="esign-consent" className="grid gap-3 rounded-lg border border-border p-4">
          <h2 id="esign-consent" className="text-lg font-medium text-fg">
            {t("consent.title")}
          </h2>
          <p className="whitespace-pre-line text-sm" lang="en">
            {v.consentText}
          </p>
          <label className="flex items-start gap-2 text-sm font-medium">
            <input type="checkbox" className="mt-0.5 size-4" checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} />
            {t("consent.agree")}
          </label>
          <div>
            <Button disabled={!agreed} loading={consent.isPending} onClick={() => consent.mutate()}>
              {t("consent.submit")}
            </Button>
          </div>
        </section>
      ) : (
        <section aria-labelledby="esign-fields" className="grid gap-4 rounded-lg border border-border p-4">
          <h2 id="esign-fields" className="text-lg font-medium text-fg">
            {t("fields.title", { count: boxes.length })}
          </h2>
          {boxes.map((field, i) => (
            <FieldInput key={field.id} field={field} index={i} value={values[field.id]} onChange={(x) => setValues((all) => ({ ...all, [field.id]: x }))} />
          ))}
          {v.fields.some((x) => x.kind === "date") ? <p className="text-sm text-fg-muted">{t("fields.dateNote")}</p> : null}
          <div className="flex flex-wrap gap-2">
            <Button disabled={missing.length > 0} loading={sign.isPending} onClick={() => { setError(null); sign.mutate(); }}>
              {t("sign")}
            </Button>
            {missing.length > 0 ? <p className="self-center text-sm text-fg-muted">{t("fields.missing", { count: missing.length })}</p> : null}
          </div>
        </section>
      )}

      <div>
        <Button variant="ghost" onClick={() => setDeclining(true)}>
          {t("decline.open")}
        </Button>
      </div>
      {declining ? <DeclineDialog token={token} onClose={() => setDeclining(false)} onDeclined={() => { setDeclining(false); setDeclined(true); }} /> : null}
    </div>
  );
}

const filled = (x: Value | undefined) => !!x && (x.type === "drawn" ? x.png.length > 0 : x.text.trim().length > 0);

function FieldInput({ field, index, value, onChange }: { field: FieldDto; index: number; value: Value | undefined; onChange: (v: Value | undefined) => void }) {
  const t = useTranslations("esign");
  const label = t(`fields.${field.kind}` as "fields.signature", { n: index + 1, page: field.page });
  if (field.kind === "text") {
    return <PlainInput label={label} required={field.required} value={value?.type === "text" ? value.text : ""} onChange={(text) => onChange({ type: "text", text })} />;
  }
  const drawn = value?.type === "drawn";
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-fg">{label}</legend>
      <div className="flex gap-4 text-sm" role="radiogroup" aria-label={t("method.label", { field: label })}>
        <label className="flex items-center gap-1">
          <input type="radio" name={`method-${field.id}`} checked={!drawn} onChange={() => onChange(undefined)} /> {t("method.typed")}
        </label>
        <label className="flex items-center gap-1">
          <input type="radio" name={`method-${field.id}`} checked={drawn} onChange={() => onChange({ type: "drawn", png: "" })} /> {t("method.drawn")}
        </label>
      </div>
      {drawn ? (
        <DrawPad label={t("draw.label", { field: label })} onChange={(png) => onChange({ type: "drawn", png })} />
      ) : (
        <PlainInput label={t("typed.label", { field: label })} required={field.required} value={value?.type === "typed" ? value.text : ""} onChange={(text) => onChange({ type: "typed", text })} />
      )}
    </fieldset>
  );
}

/** A labelled input outside a form library (this page keeps its values itself). */
function PlainInput({ label, required, value, onChange }: { label: string; required?: boolean; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input id={id} className={inputClass} aria-required={required || undefined} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </div>
  );
}

/** A box to draw in with a mouse, pen or finger; its drawing as a PNG data URL ("" when cleared). */
function DrawPad({ label, onChange }: { label: string; onChange: (png: string) => void }) {
  const t = useTranslations("esign");
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - r.left) * e.currentTarget.width) / r.width, y: ((e.clientY - r.top) * e.currentTarget.height) / r.height };
  };
  const draw = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext("2d");
    if (!ctx || !last.current) return;
    const p = point(e);
    ctx.lineWidth = 2.5;
    ctx.lineCap = "round";
    ctx.strokeStyle = "#0b1f44";
    ctx.beginPath();
    ctx.moveTo(last.current.x, last.current.y);
    ctx.lineTo(p.x, p.y);
    ctx.stroke();
    last.current = p;
  };
  const end = () => {
    if (!last.current) return;
    last.current = null;
    if (canvas.current) onChange(canvas.current.toDataURL("image/png"));
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext("2d")?.clearRect(0, 0, c.width, c.height);
    onChange("");
  };
  return (
    <div className="grid gap-1">
      <canvas
        ref={canvas}
        width={600}
        height={150}
        role="img"
        aria-label={label}
        className="h-[150px] w-full max-w-[600px] touch-none rounded-md border border-border bg-white"
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          last.current = point(e);
        }}
        onPointerMove={draw}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <div>
        <Button size="sm" variant="ghost" onClick={clear}>
          {t("draw.clear")}
        </Button>
      </div>
    </div>
  );
}

function DeclineDialog({ token, onClose, onDeclined }: { token: string; onClose: () => void; onDeclined: () => void }) {
  const t = useTranslations("esign");
  return (
    <ReasonDialog
      labels={{ title: t("decline.title"), description: t("decline.description"), reason: t("decline.reason"), cancel: t("decline.cancel"), submit: t("decline.submit") }}
      submit={(reason) => apiPost("esign/token/decline", { reason }, { token })}
      onClose={onClose}
      onDone={onDeclined}
    />
  );
}
