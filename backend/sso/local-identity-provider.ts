import "server-only";
import { generateKeyPairSync } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import Provider, { type Configuration } from "oidc-provider";
import { ringKeys } from "@/backend/security/key-ring";
import { derivedKeyRing } from "@/backend/security/secrets";
import { interactionPage } from "./interaction-page";
import { memoryAdapter } from "./memory-adapter";
import { demoIdentities, findLocalIdentity, joinLocalProgram } from "./local-identities";

/** A relying party the local provider serves: one per SSO partner of this deployment. */
export interface LocalClient {
  readonly clientId: string;
  readonly partnerCode: string;
  readonly programName: string;
  readonly redirectUri: string;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > 16_384) throw new Error("Form too large");
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/**
 * The embedded OpenID Connect provider (DESIGN.md: SSO partners sign in at their program's
 * provider; locally this one stands in for it). Authorization code flow with PKCE only, public
 * clients, consent implied for the partner's own dining site.
 */
export function createLocalIdentityProvider(issuer: string, clients: readonly LocalClient[]) {
  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });
  const configuration: Configuration = {
    // Its sign-ins live in this process's memory, by choice (memory-adapter.ts).
    adapter: memoryAdapter(),
    clients: clients.map((client) => ({
      client_id: client.clientId,
      redirect_uris: [client.redirectUri],
      response_types: ["code"],
      grant_types: ["authorization_code"],
      token_endpoint_auth_method: "none",
    })),
    jwks: { keys: [{ ...signingKey, use: "sig", alg: "RS256", kid: "local-idp" }] },
    // Signs with the first key and accepts any (keygrip): the current key, then the previous one.
    cookies: { keys: ringKeys(derivedKeyRing("local-identity-provider")).map((key) => key.toString("hex")) },
    pkce: { required: () => true },
    // /Login?join=1 opens the provider on its join screen.
    extraParams: ["join"],
    claims: { openid: ["sub"], email: ["email"], profile: ["given_name", "family_name"] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const identity = findLocalIdentity(sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: identity.email,
          given_name: identity.givenName,
          family_name: identity.familyName,
        }),
      };
    },
    // The partner's dining site is the program's own: signing in grants it the basic profile.
    async loadExistingGrant(ctx) {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const oidc = provider.callback();

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", issuer);
    const match = /^\/interaction\/([\w-]+)(\/login|\/join)?$/.exec(url.pathname);
    if (!match) {
      await oidc(req, res);
      return;
    }
    const details = await provider.interactionDetails(req, res);
    const client = clients.find((candidate) => candidate.clientId === details.params.client_id);
    if (!client) {
      res.writeHead(400).end("Unknown client");
      return;
    }
    if (req.method === "GET" && !match[2]) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      res.end(
        interactionPage({
          uid: details.uid,
          programName: client.programName,
          identities: demoIdentities(client.partnerCode),
          joining: details.params.join === "1",
        }),
      );
      return;
    }
    if (req.method !== "POST") {
      res.writeHead(405).end();
      return;
    }
    const form = await readForm(req);
    const identity =
      match[2] === "/join"
        ? joinLocalProgram(client.partnerCode, {
            email: (form.get("email") ?? "").trim(),
            givenName: (form.get("given_name") ?? "").trim().slice(0, 20),
            familyName: (form.get("family_name") ?? "").trim().slice(0, 20),
          })
        : findLocalIdentity(form.get("sub") ?? "");
    if (!identity?.email || !identity.givenName) {
      res
        .writeHead(400, { "content-type": "text/plain" })
        .end("Choose an account, or fill in every field to join.");
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: identity.sub } },
      { mergeWithLastSubmission: false },
    );
  };
}
