"use client";
// /app/support-tickets: the tickets within the viewer's reach (policy.ts) — filters (status or open only,
// priority, type, unassigned for staff), search (subject or number), sorts (incl. age) and pages of 25 kept
// in the URL like every list; status and priority badges, the age with its SLA state. "New ticket" for
// ticket.create.
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { FilterSelect } from "@/components/list/filter-select";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { useListQuery } from "@/components/list/use-list-query";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed } from "@/components/ui/screen-states";
import { SearchInput } from "@/components/ui/search-input";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TYPES, type TicketPriority, type TicketStatus, type TicketType } from "../constants";
import { TICKET_LIST } from "./list-definition";
import { useTicketColumns } from "./ticket-columns";

const NewTicketDialog = dynamic(() => import("./new-ticket-dialog"));

/** The status filter's values: one status, or "open" (not resolved nor closed). */
const OPEN = "_open";

export function TicketListScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("tickets");
  if (!can(viewer, "ticket.read")) {
    return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <TicketList viewer={viewer} />;
}

function TicketList({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("tickets");
  const { view, update, query } = useListQuery(TICKET_LIST);
  const [creating, setCreating] = useState(false);
  const staff = can(viewer, "ticket.manage");
  const columns = useTicketColumns({ staff });
  const { status, open, priority, type, unassigned, assigneeId } = view.matcher;
  const filtered = Boolean(view.search || status || open || priority || type || unassigned || assigneeId);
  const newButton = can(viewer, "ticket.create") ? (
    <Button variant="primary" onClick={() => setCreating(true)}>
      {t("new")}
    </Button>
  ) : null;

  return (
    <>
      <PageHeader title={t("title")} description={t(staff ? "description" : "clientDescription")} actions={newButton} />
      <ListFilterBar namespace="tickets" filtered={filtered} onClear={() => update({ search: "", matcher: { status: undefined, open: undefined, priority: undefined, type: undefined, unassigned: undefined, assigneeId: undefined } })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t("filters.status")}
          allLabel={t("filters.allStatuses")}
          value={open ? OPEN : (status ?? "")}
          options={[{ value: OPEN, label: t("filters.openOnly") }, ...TICKET_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
          onChange={(v) => update({ matcher: v === OPEN ? { open: true, status: undefined } : { open: undefined, status: v ? (v as TicketStatus) : undefined } })}
        />
        <FilterSelect
          label={t("filters.priority")}
          allLabel={t("filters.allPriorities")}
          value={priority ?? ""}
          options={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
          onChange={(v) => update({ matcher: { priority: v ? (v as TicketPriority) : undefined } })}
        />
        <FilterSelect
          label={t("filters.type")}
          allLabel={t("filters.allTypes")}
          value={type ?? ""}
          options={TICKET_TYPES.map((p) => ({ value: p, label: t(`type.${p}`) }))}
          onChange={(v) => update({ matcher: { type: v ? (v as TicketType) : undefined } })}
        />
        {staff ? (
          <FilterSelect
            label={t("filters.assignee")}
            allLabel={t("filters.anyone")}
            value={unassigned ? "unassigned" : assigneeId === viewer.userId ? "mine" : ""}
            options={[
              { value: "mine", label: t("filters.mine") },
              { value: "unassigned", label: t("filters.unassigned") },
            ]}
            onChange={(v) => update({ matcher: { unassigned: v === "unassigned" ? true : undefined, assigneeId: v === "mine" ? viewer.userId : undefined } })}
          />
        ) : null}
      </ListFilterBar>
      <ListViewTable namespace="tickets" filtered={filtered} columns={columns} rowKey={(r) => r.id} view={view} update={update} query={query} emptyAction={newButton ?? undefined} />
      {creating ? <NewTicketDialog staff={staff} onClose={() => setCreating(false)} /> : null}
    </>
  );
}
