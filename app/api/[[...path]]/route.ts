// ANY /api/{path} — an API path no route serves answers the JSON 404 envelope (not the HTML not-found page)
import { AppError } from "@/lib/server/errors";
import { errorResponse } from "@/lib/server/http/define-route";

async function notFound(req: Request): Promise<Response> {
  return errorResponse(req, new AppError("NOT_FOUND", `API call not found: ${req.method} ${new URL(req.url).pathname}`));
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
