// `npm run feed:simulate -- --member <email> --days <n> [--partner <code>] [--url <origin>]`: asks a
// running local server to send one member's simulated dining through the network feed
// (decision 0061). Runs under tsx with the react-server condition.
import "../load-dotenv";
import { parseArgs } from "node:util";
import { env } from "@/platform/env";
import { feedSimulationResultSchema } from "@/shared/contracts/feed-simulation";
import { ingestionSignatureHeader } from "@/shared/contracts/ingestion";
import { signIngestionBody } from "../ingestion/signature";

const usage =
  "usage: npm run feed:simulate -- --member <email> [--days 30] [--partner harbor] [--url http://localhost:3000]";

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      member: { type: "string" },
      days: { type: "string", default: "30" },
      partner: { type: "string", default: "harbor" },
      url: { type: "string" },
    },
  });
  const days = Number(values.days);
  if (!values.member || !Number.isInteger(days)) {
    console.error(usage);
    return 2;
  }
  const origin = values.url ?? `http://localhost:${String(env().PORT)}`;
  const body = JSON.stringify({ partnerCode: values.partner, email: values.member, days });
  let response: Response;
  try {
    response = await fetch(new URL("/api/internal/feed/simulate", origin), {
      method: "POST",
      headers: { "content-type": "application/json", [ingestionSignatureHeader]: signIngestionBody(body) },
      body,
    });
  } catch {
    console.error(`No server answered at ${origin}: start it with \`npm run dev\` (or pass --url).`);
    return 1;
  }
  if (!response.ok) {
    console.error(`${String(response.status)}: ${await response.text()}`);
    return 1;
  }
  const result = feedSimulationResultSchema.parse(await response.json());
  console.log(
    `Sent ${String(result.messages)} network messages for the last ${String(days)} days: ${String(result.stored)} stored, ${String(result.unmatched)} unmatched.`,
  );
  return 0;
}

process.exitCode = await main();
