// The header our own servers (scripts/serve.mjs for Next, backend/server.ts for the standalone
// backend) set from the socket's address on every request, after deleting any copy a client sent.
// Plain JavaScript: the Next server script imports it before anything is compiled.
export const peerAddressHeader = "x-rewards-peer-address";
