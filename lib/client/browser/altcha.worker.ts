import "client-only";
// One proof-of-work solver thread: altcha-lib's worker answers "work" and "abort" messages
// (solveAltchaInWorkers splits the range between several of these).
import "altcha-lib/worker";
