// `npm run jobs -- <name>`: one job, run by hand (backend/jobs/jobs-command.ts). Runs under tsx
// with the react-server condition, as `npm run backend` does, for the services' "server-only".
import "../load-dotenv";
import { closeDb, getDb } from "@/backend/db/client";
import { runCli } from "@/backend/db/run-cli";
import { runJobsCommand } from "./jobs-command";

await runCli(async () => {
  try {
    return await runJobsCommand(process.argv.slice(2), {
      openDb: getDb,
      print: (line) => {
        console.log(line);
      },
      printError: (line) => {
        console.error(line);
      },
    });
  } finally {
    await closeDb();
  }
});
