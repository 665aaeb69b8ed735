import { redirect } from "next/navigation";
import { NOT_FOUND_PATH } from "@/lib/shared/navigation";

// /app paths no screen matches go to /app/error-404 (spec section 2); more specific routes always win.
export default function UnknownAppPath() {
  redirect(NOT_FOUND_PATH);
}
