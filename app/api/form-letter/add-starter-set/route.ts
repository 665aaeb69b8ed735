// POST /api/form-letter/add-starter-set — add the starter letter templates whose names the firm does not use yet {} → { added }
import { z } from "zod";
import { defineRoute } from "@/lib/server/http/define-route";
import { addStarterLetters } from "@/lib/modules/letters/letters";

export const POST = defineRoute({
  auth: "user",
  permission: "letter.manage",
  body: z.object({}),
  handler: async (ctx) => ({ data: await addStarterLetters(ctx), message: "Starter templates added" }),
});
