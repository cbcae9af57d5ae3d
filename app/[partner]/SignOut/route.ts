import { app } from "@/backend/app";

export const dynamic = "force-dynamic";

// GET /SignOut – the sign-out address: ends the session through the backend, then goes home
// with a full page load, so nothing of the member stays in the browser's memory.
export async function GET(request: Request): Promise<Response> {
  const backend = await app.fetch(
    new Request(new URL("/api/SignOut", request.url), { headers: request.headers, method: "GET" }),
  );
  const headers = new Headers({ location: "/" });
  for (const cookie of backend.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}
