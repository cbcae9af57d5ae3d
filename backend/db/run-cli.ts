// Used by the database commands under tsx, so no "server-only" guard here.
import { DataDirInUseError } from "./data-dir-lock";

/**
 * Runs a database command's main and exits with its status. A folder held by another process is
 * a message for the operator, not a stack trace; anything else is thrown as it is.
 */
export async function runCli(main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
