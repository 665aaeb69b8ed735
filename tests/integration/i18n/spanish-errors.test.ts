// Issue 33 §2: the server's messages carry a key and parameters (result.error.messageKey/params, and
// fieldKeys per field) beside the unchanged English texts; a Spanish reader's browser renders them through
// messages/es/errors.json (lib/shared/api-client.ts localizeApiError, the same code the screens run).
import { describe, expect, it } from "vitest";
import { localizeApiError, toApiError } from "@/lib/shared/api-client";
import { renderMessage } from "@/lib/shared/validation/message-keys";
import es from "@/messages/es/errors.json";
import { createFirm } from "../../factories";
import { callApi } from "../api";
import { section1World, SECTION1 } from "../i9/fixtures";

type Res = Awaited<ReturnType<typeof callApi>>;
const inSpanish = (res: Res) => localizeApiError(toApiError(res.body, res.status), "es");

describe("server messages in the reader's language", () => {
  it("login with a wrong password: the key renders to Spanish, the English message stays for integrators", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi("auth/login", { email: admin.user.email, password: "Wrong-Pass1!" }, { tenant: tenant.slug });
    expect(res.status).toBe(401);
    expect(res.body.result.error).toMatchObject({ code: "UNAUTHENTICATED", message: "Invalid email or password", messageKey: "invalidEmailPassword" });
    const error = res.body.result.error!;
    expect(renderMessage(es, { key: error.messageKey!, params: error.params })).toBe("Correo electrónico o contraseña no válidos");
    const err = await inSpanish(res);
    expect(err.message).toBe("Correo electrónico o contraseña no válidos");
    expect(err.englishMessage).toBe("Invalid email or password");
    // An English reader keeps the English text.
    expect((await localizeApiError(toApiError(res.body, res.status), "en")).message).toBe("Invalid email or password");
  });

  it("login with an empty form: each field's message has a key and renders to Spanish", async () => {
    const { tenant } = await createFirm();
    const res = await callApi("auth/login", { email: "", password: "" }, { tenant: tenant.slug });
    expect(res.status).toBe(422);
    const fields = res.body.result.error!.fields!;
    const fieldKeys = res.body.result.error!.fieldKeys!;
    expect(Object.keys(fieldKeys).sort()).toEqual(Object.keys(fields).sort());
    const err = await inSpanish(res);
    for (const [field, english] of Object.entries(err.englishFields)) {
      expect(err.fields[field]).not.toBe(english);
      expect(err.fields[field]).toBe(renderMessage(es, fieldKeys[field]));
    }
    expect(Object.values(err.fields).join(" ")).toMatch(/obligatorio|válido/);
  });

  it("Add employee with nothing filled in: '*First Name is required' becomes '*El campo Nombre es obligatorio'", async () => {
    const w = await section1World();
    const res = await w.call("employees/create", { companyId: w.acme.id, firstName: "", lastName: "", hireDate: "" });
    expect(res.status).toBe(422);
    const error = res.body.result.error!;
    const fields = error.fields!;
    expect(fields.firstName).toBe("*First Name is required");
    expect(error.fieldKeys!.firstName).toEqual({ key: "required", params: { field: "First Name" } });
    const err = await inSpanish(res);
    expect(err.fields.firstName).toBe("*El campo Nombre es obligatorio");
    expect(err.fields.lastName).toBe("*El campo Apellido es obligatorio");
    expect(err.message).toBe(err.fields[Object.keys(fields)[0]]);
  });

  it("the employee's own Section 1 page: a missing address answers the key of '*Address is required', shown in Spanish", async () => {
    const w = await section1World();
    const { token } = await w.send();
    const res = await w.link("section1-submit", token, { section1: { ...SECTION1, street: "" } });
    expect(res.status).toBe(422);
    const error = res.body.result.error!;
    const [field, english] = Object.entries(error.fields!).find(([k]) => k.endsWith("street"))!;
    expect(english).toBe("*Address is required");
    expect(error.fieldKeys![field]).toEqual({ key: "required", params: { field: "Address" } });
    const err = await inSpanish(res);
    expect(err.fields[field]).toBe("*El campo Dirección es obligatorio");
  });

  it("a not-found of another firm's record is rendered with the record's name translated", async () => {
    const w = await section1World();
    const other = await createFirm();
    const res = await callApi("employees/details", { id: w.employee.id }, { tenant: other.tenant.slug, token: other.admin.token });
    expect(res.status).toBe(404);
    expect(res.body.result.error!.messageKey).toBe("notFound");
    const err = await inSpanish(res);
    expect(err.message).toMatch(/^No se encontró: /);
    expect(err.message).not.toContain("not found");
  });
});
