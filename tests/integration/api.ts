// Call a route handler in-process, as the browser or an integrator would over HTTP.
export type ApiOptions = {
  /** Tenant slug for the host (<slug>.localhost); null for the bare host. */
  tenant?: string | null;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  rawBody?: string;
  method?: string;
};

export type ApiResult<T = any> = {
  status: number;
  body: { status: boolean; message: string; result: { data?: T; pagination?: { page: number; perpage: number; total: number }; error?: { code: string; message: string; fields?: Record<string, string>; messageKey?: string; params?: Record<string, string | number>; fieldKeys?: Record<string, { key: string; params?: Record<string, string | number> }> } } };
  headers: Headers;
};

type Handler = (req: Request) => Promise<Response>;

export async function callApi<T = any>(path: string, body: unknown = {}, opts: ApiOptions = {}): Promise<ApiResult<T>> {
  const clean = path.replace(/^\/?(api\/)?/, "");
  const mod = (await import(/* @vite-ignore */ `../../app/api/${clean}/route.ts`)) as Record<string, Handler>;
  const method = opts.method ?? "POST";
  const handler = mod[method];
  if (!handler) throw new Error(`No ${method} handler for /api/${clean}`);
  const host = opts.tenant === null ? "localhost:3000" : `${opts.tenant ?? "demo"}.localhost:3000`;
  const headers: Record<string, string> = { host, "content-type": "application/json", ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  const req = new Request(`http://${host}/api/${clean}`, {
    method,
    headers,
    body: method === "GET" ? undefined : opts.rawBody ?? JSON.stringify(body),
  });
  const res = await handler(req);
  return { status: res.status, body: await res.json(), headers: res.headers };
}
