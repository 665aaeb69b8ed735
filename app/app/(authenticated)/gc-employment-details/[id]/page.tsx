// /app/gc-employment-details/{id}: the green-card employment case (sub type 15), which the case list
// links to (spec section 2). Until its own variant screen exists, it opens the standard case screen.
import type { Metadata } from "next";
import PetitionDetailsPage, { generateMetadata as petitionMetadata } from "../../petition-details/[id]/page";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return petitionMetadata();
}

function GcEmploymentDetailsPage(props: { params: Promise<{ id: string }> }) {
  return PetitionDetailsPage(props);
}

export default withMessages(GcEmploymentDetailsPage, ["cases", "clients", "documents", "greencard", "lca", "letters.generate", "perm", "pwd", "reminders", "uscis", "uscisForms"]);
