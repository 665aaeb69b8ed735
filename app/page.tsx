import { redirect } from "next/navigation";

// / -> /app/ (ARCHITECTURE.md "URLs")
export default function Root() {
  redirect("/app/");
}
