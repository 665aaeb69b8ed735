"use client";
// /app/video-call — the caller's video meetings (the firm's for its settings roles): upcoming and active, or
// ended, paged; "New meeting" (its link shown once), Join, and End with a confirmation (the link stops
// working). With ?meeting={id} the page is that meeting's call (HostCall).
import { useState } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type Column } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed } from "@/components/ui/screen-states";
import { Tabs } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import { apiList, apiPost } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { MEETING_PAGE, VIDEO_CALL_PATH, type MeetingState } from "../constants";
import type { CreatedMeeting, MeetingListRow } from "../contract";
import { CreatedDialog } from "./created-dialog";
import { HostCall } from "./host-call";
import { meetingsKeys } from "./keys";

const NewMeetingDialog = dynamic(() => import("./new-meeting-dialog"));

export function VideoCallScreen({ viewer, meetingId }: { viewer: Viewer; meetingId: string | null }) {
  const t = useTranslations("meetings");
  const router = useRouter();
  if (!can(viewer, "meeting.host")) {
    return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  if (meetingId) return <HostCall key={meetingId} meetingId={meetingId} onBack={() => router.push(VIDEO_CALL_PATH)} />;
  return <MeetingList onJoin={(id) => router.push(`${VIDEO_CALL_PATH}?meeting=${id}`)} />;
}

function MeetingList({ onJoin }: { onJoin: (id: string) => void }) {
  const t = useTranslations("meetings");
  const f = useFormat();
  const qc = useQueryClient();
  const [state, setState] = useState<MeetingState>("upcoming");
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedMeeting | null>(null);
  const [ending, setEnding] = useState<MeetingListRow | null>(null);
  const body = { page, perpage: MEETING_PAGE, sortBy: "scheduledAt", sortOrder: state === "upcoming" ? "asc" : "desc", filter: { matcher: { state } } };
  const list = useQuery({
    queryKey: meetingsKeys.list(body),
    queryFn: ({ signal }) => apiList<MeetingListRow>("meetings/list", body, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: state === "upcoming" ? 15_000 : false,
  });
  const end = useMutation({
    mutationFn: (id: string) => apiPost("meetings/end", { id }),
    onSuccess: () => {
      setEnding(null);
      toast.success(t("end.done"));
      qc.invalidateQueries({ queryKey: meetingsKeys.lists() });
    },
  });

  const columns: Column<MeetingListRow>[] = [
    { key: "title", header: t("list.title"), cell: (m) => <span className="font-medium">{m.title}</span> },
    { key: "when", header: t("list.when"), cell: (m) => f.dateTime(m.scheduledAt) },
    { key: "case", header: t("list.case"), cell: (m) => m.caseNumber ?? t("list.noCase") },
    { key: "invitee", header: t("list.invitee"), cell: (m) => m.inviteeName ?? m.inviteeEmail ?? t("list.noInvitee") },
    { key: "host", header: t("list.host"), cell: (m) => m.hostName ?? "" },
    {
      key: "status",
      header: t("list.status"),
      cell: (m) =>
        m.endedAt ? <Badge>{t("list.ended")}</Badge> : m.guestName ? <Badge tone="success">{t("list.guestJoined", { name: m.guestName })}</Badge> : <Badge tone="info">{t("list.waiting")}</Badge>,
    },
    {
      key: "actions",
      header: t("list.actions"),
      cell: (m) =>
        m.endedAt ? null : (
          <div className="flex gap-2">
            <Button size="sm" variant="primary" aria-label={t("list.joinLabel", { title: m.title })} onClick={() => onJoin(m.id)}>
              {t("list.join")}
            </Button>
            {m.canEnd ? (
              <Button size="sm" variant="secondary" aria-label={t("list.endLabel", { title: m.title })} onClick={() => setEnding(m)}>
                {t("list.end")}
              </Button>
            ) : null}
          </div>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Button variant="primary" onClick={() => setCreating(true)}>
            {t("new")}
          </Button>
        }
      />
      <Tabs
        label={t("tabs.label")}
        value={state}
        onValueChange={(v) => {
          setState(v as MeetingState);
          setPage(1);
        }}
        items={[
          { value: "upcoming", label: t("tabs.upcoming") },
          { value: "ended", label: t("tabs.ended") },
        ]}
      >
        <DataTable
          caption={t("list.caption")}
          columns={columns}
          rows={list.data?.data}
          rowKey={(m) => m.id}
          isLoading={list.isPending}
          error={list.error}
          onRetry={() => list.refetch()}
          pagination={{ page, perpage: MEETING_PAGE, total: list.data?.pagination.total, onPageChange: setPage }}
          emptyTitle={state === "upcoming" ? t("list.emptyUpcoming") : t("list.emptyEnded")}
          emptyDescription={state === "upcoming" ? t("list.emptyUpcomingHint") : t("list.emptyEndedHint")}
        />
      </Tabs>
      {creating ? (
        <NewMeetingDialog
          onClose={() => setCreating(false)}
          onCreated={(m) => {
            setCreating(false);
            setCreated(m);
          }}
        />
      ) : null}
      {created ? <CreatedDialog meeting={created} onClose={() => setCreated(null)} onJoin={() => onJoin(created.id)} /> : null}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(o) => !o && setEnding(null)}
        title={t("end.title")}
        message={t("end.message", { title: ending?.title ?? "" })}
        confirmLabel={t("end.confirm")}
        loading={end.isPending}
        onConfirm={() => ending && end.mutate(ending.id)}
      />
    </>
  );
}
