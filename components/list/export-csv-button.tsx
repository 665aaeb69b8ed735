"use client";
// "Export CSV" of a list screen: the list's current filters, search and sort (not its page) posted to the
// export call, the file downloaded; a failure said in a toast.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/shared/api-client";
import { downloadFile } from "@/lib/shared/api-download";
import { listRequestBody, type ListDefinition } from "./list-definition";
import type { ListView } from "./list-url";

export function ExportCsvButton<T, S extends string, M extends object, X extends object>({
  list,
  view,
  path,
  fileName,
  label,
}: {
  list: ListDefinition<T, S, M, X>;
  view: ListView<S, M>;
  /** The export call (e.g. "i9/export-csv"). */
  path: string;
  /** The name to save under when the answer names none. */
  fileName: string;
  label: string;
}) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { page: _page, perpage: _perpage, ...body } = listRequestBody(list, view);
      await downloadFile(path, { ...body, page: 1, perpage: 100 }, fileName);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
      {label}
    </Button>
  );
}
