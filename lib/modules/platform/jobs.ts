// The job handlers of every module, loaded together so a worker process knows them all. A module that
// adds a queue (lib/server/jobs/runner.ts QUEUES) imports its defineJob file here.
import "server-only";
import "@/lib/server/mail/outbox";
import "./purge";
import "@/lib/modules/notifications/jobs";
import "@/lib/modules/reminders/jobs";
import "@/lib/modules/lca/jobs";
import "@/lib/modules/perm/deadlines";
import "@/lib/modules/uscis/deadlines";
import "@/lib/modules/greencard/jobs";
import "@/lib/modules/uscis/jobs";
import "@/lib/modules/i9/jobs";
import "@/lib/modules/i9/deadlines";
import "@/lib/modules/company-documents/jobs";
import "@/lib/modules/esign/jobs";
import "@/lib/modules/invoices/jobs";
import "@/lib/modules/quickbooks/jobs";
import "@/lib/modules/billing/jobs";
import "@/lib/modules/meetings/jobs";
