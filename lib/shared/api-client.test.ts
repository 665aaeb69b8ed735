import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiList, apiPost, GENERIC_ERROR, localToday, onSessionEnded, toApiError, withClock } from "./api-client";

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
}

afterEach(() => vi.unstubAllGlobals());

describe("api-client", () => {
  it("adds timezone and today only when absent", () => {
    const out = withClock({ a: 1, today: "2024-01-02" }) as Record<string, unknown>;
    expect(out.today).toBe("2024-01-02");
    expect(typeof out.timezone).toBe("string");
    expect(localToday(new Date(2024, 0, 5))).toBe("2024-01-05");
  });

  it("posts JSON to /api/<path> and unwraps result.data", async () => {
    const fetchMock = answer(200, { status: true, message: "ok", result: { data: { id: 1 } } });
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiPost("users/details", { id: 1 }, { token: "tok" })).resolves.toEqual({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/users/details");
    expect((init.headers as Record<string, string>).authorization).toBe("Bearer tok");
    expect(JSON.parse(String(init.body))).toMatchObject({ id: 1, timezone: expect.any(String), today: expect.any(String) });
  });

  it("sends the request after yielding to the browser, not in the caller's task (a screen's mount starts several)", async () => {
    const fetchMock = answer(200, { status: true, result: { data: 1 } });
    vi.stubGlobal("fetch", fetchMock);
    const done = apiPost("a", {});
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(done).resolves.toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends a request of a page being left at once, kept alive", async () => {
    const fetchMock = answer(200, { status: true, result: { data: 1 } });
    vi.stubGlobal("fetch", fetchMock);
    const done = apiPost("meetings/signal", {}, { leaving: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].keepalive).toBe(true);
    await expect(done).resolves.toBe(1);
  });

  it("returns pagination with apiList", async () => {
    vi.stubGlobal("fetch", answer(200, { status: true, result: { data: [1, 2], pagination: { page: 1, perpage: 2, total: 9 } } }));
    await expect(apiList("x/list", {})).resolves.toEqual({ data: [1, 2], pagination: { page: 1, perpage: 2, total: 9 } });
  });

  it("throws ApiError with fields and the message fallback chain", async () => {
    vi.stubGlobal("fetch", answer(422, { status: false, message: "", result: { error: { code: "VALIDATION_ERROR", message: "Bad", fields: { email: "*Email is required" } } } }));
    const err = (await apiPost("a", {}).catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: "VALIDATION_ERROR", message: "Bad", status: 422, fields: { email: "*Email is required" } });
    expect(toApiError(null, 500).message).toBe(GENERIC_ERROR);
  });

  it("ends the session on TOKEN_EXPIRED", async () => {
    const ended = vi.fn();
    onSessionEnded(ended);
    vi.stubGlobal("fetch", answer(401, { status: false, message: "expired", result: { error: { code: "TOKEN_EXPIRED", message: "expired" } } }));
    await expect(apiPost("a", {})).rejects.toMatchObject({ code: "TOKEN_EXPIRED" });
    expect(ended).toHaveBeenCalledWith({ tokenPage: false });
  });

  it("a sign-in call answered LOGIN_USER_INACTIVE does not end the session: the form shows the answer", async () => {
    const ended = vi.fn();
    onSessionEnded(ended);
    const inactive = { status: false, message: "Your account at X is inactive", result: { error: { code: "LOGIN_USER_INACTIVE", message: "Your account at X is inactive" } } };
    vi.stubGlobal("fetch", answer(401, inactive));
    await expect(apiPost("auth/login", {}, { signIn: true })).rejects.toMatchObject({ code: "LOGIN_USER_INACTIVE", message: "Your account at X is inactive" });
    expect(ended).not.toHaveBeenCalled();
    // Any other call with that code signs out, as before.
    vi.stubGlobal("fetch", answer(401, inactive));
    await expect(apiPost("cases/list", {})).rejects.toMatchObject({ code: "LOGIN_USER_INACTIVE" });
    expect(ended).toHaveBeenCalledWith({ tokenPage: false });
  });

  it("rejects a cancelled call with the abort message or 'error'", async () => {
    vi.stubGlobal("fetch", vi.fn(async (_u: string, init: RequestInit) => {
      if (init.signal?.aborted) throw new DOMException("aborted", "AbortError");
      return new Response("{}");
    }));
    const c1 = new AbortController();
    c1.abort();
    await expect(apiPost("a", {}, { signal: c1.signal })).rejects.toMatchObject({ code: "ABORTED" });
    const c2 = new AbortController();
    c2.abort("");
    await expect(apiPost("a", {}, { signal: c2.signal })).rejects.toMatchObject({ message: "error" });
  });
});

describe("api-client: errors in the reader's language (issue 33 §2)", () => {
  const envelope = {
    status: false,
    message: "*First Name is required",
    result: {
      error: {
        code: "VALIDATION_ERROR",
        message: "*First Name is required",
        messageKey: "required",
        params: { field: "First Name" },
        fields: { firstName: "*First Name is required", "address.zip": "Zip Code not valid", note: "A text the catalog does not know" },
        fieldKeys: { firstName: { key: "required", params: { field: "First Name" } }, "address.zip": { key: "zip" } },
      },
    },
  };

  it("renders the keys in the page's language (<html lang>), keeping the English texts", async () => {
    vi.stubGlobal("fetch", answer(422, envelope));
    vi.stubGlobal("document", { documentElement: { lang: "es" } });
    const e = (await apiPost("employees/create", {}).catch((x) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.message).toBe("*El campo Nombre es obligatorio");
    expect(e.fields).toEqual({ firstName: "*El campo Nombre es obligatorio", "address.zip": "Código postal no válido", note: "A text the catalog does not know" });
    expect(e.englishMessage).toBe("*First Name is required");
    expect(e.englishFields.firstName).toBe("*First Name is required");
    expect(e.details.messageRef).toEqual({ key: "required", params: { field: "First Name" } });
  });

  it("follows the NEXT_LOCALE cookie the language switcher has just set", async () => {
    vi.stubGlobal("fetch", answer(422, envelope));
    vi.stubGlobal("document", { cookie: "a=1; NEXT_LOCALE=es", documentElement: { lang: "en" } });
    const e = (await apiPost("employees/create", {}).catch((x) => x)) as ApiError;
    expect(e.fields["address.zip"]).toBe("Código postal no válido");
  });

  it("leaves an English page's errors as the server wrote them", async () => {
    vi.stubGlobal("fetch", answer(422, envelope));
    vi.stubGlobal("document", { documentElement: { lang: "en" } });
    const e = (await apiPost("employees/create", {}).catch((x) => x)) as ApiError;
    expect(e.message).toBe("*First Name is required");
    expect(e.fields.firstName).toBe("*First Name is required");
  });
});
