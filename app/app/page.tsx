import { redirect } from "next/navigation";

// /app/ -> /app/dashboard; the dashboard applies the role rules.
export default function AppRoot() {
  redirect("/app/dashboard");
}
