import { z } from "zod";
// Sets zod's jitless mode in the browser before this schema first parses (no eval probe under
// the pages' CSP): the card-entry frame loads this module on its own, after hydration.
import "@/shared/contracts/text";

/**
 * The backend's public key as the card-entry frame receives it: an RSA JWK restricted to
 * RSA-OAEP with SHA-256 and to encryption, so Web Crypto refuses any other use of it. `kid`
 * names the key, so a rotation can be told from a tampered answer.
 */
export const cardPublicJwkSchema = z.object({
  kty: z.literal("RSA"),
  n: z.string().regex(/^[\w-]+$/),
  e: z.string().regex(/^[\w-]+$/),
  alg: z.literal("RSA-OAEP-256"),
  use: z.literal("enc"),
  key_ops: z.tuple([z.literal("encrypt")]),
  ext: z.literal(true),
  kid: z.string().regex(/^[\w-]+$/),
});
export type CardPublicJwk = z.infer<typeof cardPublicJwkSchema>;
