import { randomUUID } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
import { dirname, basename, join } from "node:path";

/**
 * Writes a file so that a reader sees all of it or none: the content goes to a hidden temporary
 * file in the same folder, is flushed to disk, and is renamed into place (a rename within one
 * file system is atomic). A partner's transfer that picks files up never reads half a file.
 */
export async function writeFileAtomically(path: string, content: string): Promise<void> {
  const folder = dirname(path);
  await mkdir(folder, { recursive: true });
  const temporary = join(folder, `.${basename(path)}.${randomUUID()}.tmp`);
  try {
    const handle = await open(temporary, "wx");
    try {
      await handle.writeFile(content, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
