// /app/terms, /app/privacy-policy and /app/policy-terms: documents written in messages/<locale>/account.json
// (account.legal.<doc>) as headings, paragraphs, lists and, for cookies, a table. Server component.
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { ScrollBox } from "@/components/ui/scroll-box";
import { cn } from "@/components/ui/cn";
import { TextLink } from "./links";

const LEGAL_DOCS = {
  terms: "/app/terms",
  privacy: "/app/privacy-policy",
  cookies: "/app/policy-terms",
} as const;
type LegalDocKey = keyof typeof LEGAL_DOCS;

type LegalTable = { caption: string; headers: string[]; rows: string[][] };
type LegalSection = { heading: string; paragraphs?: string[]; items?: string[]; table?: LegalTable; after?: string[] };
type LegalDoc = { title: string; updated: string; intro: string[]; sections: LegalSection[] };

export async function legalTitle(doc: LegalDocKey): Promise<string> {
  const t = await getTranslations("account.legal");
  return t(`${doc}.title`);
}

export async function LegalPage({ doc }: { doc: LegalDocKey }) {
  const t = await getTranslations("account.legal");
  const content = t.raw(doc) as LegalDoc;
  return (
    <Card className="w-full max-w-3xl p-6 sm:p-10">
      <nav aria-label={t("nav")} className="mb-6 flex flex-wrap gap-x-4 gap-y-1 border-b border-border pb-4 text-sm">
        {(Object.keys(LEGAL_DOCS) as LegalDocKey[]).map((k) => (
          <TextLink key={k} href={LEGAL_DOCS[k]} aria-current={k === doc ? "page" : undefined} className={cn(k === doc && "font-semibold text-fg")}>
            {t(`${k}.title`)}
          </TextLink>
        ))}
      </nav>
      <article className="text-sm leading-6 text-fg">
        <h1 className="text-2xl font-semibold">{content.title}</h1>
        <p className="mt-1 text-xs text-fg-muted">{content.updated}</p>
        <div className="mt-4 space-y-3">
          {content.intro.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        {content.sections.map((s, i) => (
          <section key={i} aria-labelledby={`legal-${doc}-${i}`} className="mt-8">
            <h2 id={`legal-${doc}-${i}`} className="text-lg font-semibold">
              {i + 1}. {s.heading}
            </h2>
            <div className="mt-2 space-y-3">
              {(s.paragraphs ?? []).map((p, j) => (
                <p key={j}>{p}</p>
              ))}
              {s.items ? (
                <ul className="list-disc space-y-1 pl-6">
                  {s.items.map((item, j) => (
                    <li key={j}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {s.table ? <LegalTableView table={s.table} /> : null}
              {(s.after ?? []).map((p, j) => (
                <p key={`after-${j}`}>{p}</p>
              ))}
            </div>
          </section>
        ))}
      </article>
    </Card>
  );
}

function LegalTableView({ table }: { table: LegalTable }) {
  return (
    <ScrollBox label={table.caption} className="rounded-md border border-border">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{table.caption}</caption>
        <thead className="bg-surface-muted">
          <tr>
            {table.headers.map((h) => (
              <th key={h} scope="col" className="border-b border-border px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i} className="border-b border-border last:border-b-0 align-top">
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className="px-3 py-2 font-mono text-xs font-medium">
                    {cell}
                  </th>
                ) : (
                  <td key={j} className="px-3 py-2">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
