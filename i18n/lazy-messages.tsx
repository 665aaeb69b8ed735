"use client";
// Messages on demand for a part of a page that is not shown at first (a case's Documents, Forms & Letters,
// Tracking, Green card or PERM tab): the part's code is a dynamic import done on its first render, and its
// message files load with it, in parallel, instead of the page's HTML carrying them on every visit (the case
// page's HTML was 163 KB, 98 KB of it messages, half for tabs most visits never open). The part renders inside
// a provider that adds its namespaces to the page's; after a language switch it loads that language's files.
//
//   const CaseDocumentsTab = lazyWithMessages(() => import("…/case-documents-tab").then((m) => m.CaseDocumentsTab), ["documents"]);
//
// The list is kept by `node scripts/page-messages.mjs --write` (the namespaces the import uses beyond the
// shell's and its own file's) and those namespaces stay out of the page's withMessages(...) list unless
// something the page shows at first needs them too. Not rendered on the server: such a part shows a spinner
// in the HTML and loads after hydration (its data is read in the browser anyway).
import { useEffect, useState, type ComponentType } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, useTranslations } from "next-intl";
import { InlineLoadError } from "@/components/ui/screen-states";
import { Spinner } from "@/components/ui/spinner";

type Messages = Record<string, unknown>;
type Locale = "en" | "es";

const asLocale = (value: string | null | undefined): Locale => (value === "es" ? "es" : "en");
const files = (namespaces: readonly string[]) => [...new Set(namespaces.map((ns) => ns.split(".")[0]))];

const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<Messages>>();

function loadFile(locale: Locale, file: string): Promise<Messages> {
  const key = `${locale}:${file}`;
  let promise = loading.get(key);
  if (!promise) {
    // The loaders' table is itself loaded on first use: it names every file's chunk in both languages.
    promise = import("./namespace-loaders").then(async ({ NAMESPACE_LOADERS }) => {
      const loader = NAMESPACE_LOADERS[file];
      if (!loader) throw new Error(`No message file "${file}" (i18n/namespace-loaders.ts)`);
      const m = await loader[locale]();
      loaded.set(key, m.default);
      return m.default;
    });
    // A failed load may be tried again (the next opening of the tab).
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** The top-level message objects of `namespaces`' files in `locale` ({ documents: {…}, esign: {…} }). */
export async function loadNamespaces(locale: Locale, namespaces: readonly string[]): Promise<Messages> {
  const list = files(namespaces);
  const contents = await Promise.all(list.map((file) => loadFile(locale, file)));
  return Object.fromEntries(list.map((file, i) => [file, contents[i]]));
}

/** The same, when every file is already in memory (else undefined). */
function loadedNamespaces(locale: Locale, namespaces: readonly string[]): Messages | undefined {
  const list = files(namespaces);
  if (!list.every((file) => loaded.has(`${locale}:${file}`))) return undefined;
  return Object.fromEntries(list.map((file) => [file, loaded.get(`${locale}:${file}`)]));
}

function Loading() {
  return <Spinner className="p-4" label={useTranslations("common")("loading")} />;
}

/**
 * `load`'s component, loaded on first render together with its message namespaces. No Suspense boundary of
 * its own (a spinner until both are in): a dialog the part loads on first opening suspends up to the page's
 * boundary as it did before, instead of hiding the part and losing the focus its dialog returns to.
 */
export function lazyWithMessages<P extends object>(load: () => Promise<ComponentType<P>>, namespaces: readonly string[]) {
  let loadedComponent: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const loadCode = () => {
    pending ??= load().then(
      (component) => (loadedComponent = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function LazyPart(props: P) {
    const locale = asLocale(useLocale());
    const page = useMessages();
    const timeZone = useTimeZone();
    const common = useTranslations("common");
    // Null on the server and while hydrating (nothing of this part is in the HTML).
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loadedComponent);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (Component) return;
      let live = true;
      loadCode().then(
        (component) => live && setComponent(() => component),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [Component, attempt]);
    const own = useQuery({
      queryKey: ["i18n-messages", locale, ...files(namespaces)],
      queryFn: () => loadNamespaces(locale, namespaces),
      initialData: () => loadedNamespaces(locale, namespaces),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: 1,
      // After a language switch the part keeps its words until the other language's files arrive.
      placeholderData: keepPreviousData,
    });
    if (failed || (own.isError && !own.data)) {
      return (
        <InlineLoadError
          className="p-4"
          message={common("genericError")}
          retryLabel={common("retry")}
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
            void own.refetch();
          }}
        />
      );
    }
    if (!Component || !own.data) return <Loading />;
    return (
      <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={{ ...page, ...own.data }}>
        <Component {...props} />
      </NextIntlClientProvider>
    );
  }
  return LazyPart;
}
