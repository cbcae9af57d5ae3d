// The servers this machine may run beside the product (PostgreSQL on 127.0.0.1:5432, Redis on
// 127.0.0.1:6379): the suites use each one that answers, and skip with a printed reason otherwise.
import { connect } from "node:net";

/** True when something on host:port answers `probe` with a reply starting `expected`, within 1 s. */
function answers(port, probe, expected) {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write(probe));
    socket.once("data", (data) => done(data.subarray(0, expected.length).equals(expected)));
  });
}

// PostgreSQL answers an SSLRequest with one byte, 'S' or 'N'; Redis answers PING with +PONG.
const sslRequest = Buffer.from([0, 0, 0, 8, 4, 210, 22, 47]);
const postgresAnswers = () =>
  Promise.all([
    answers(5432, sslRequest, Buffer.from("N")),
    answers(5432, sslRequest, Buffer.from("S")),
  ]).then(([plain, tls]) => plain || tls);
const redisAnswers = () => answers(6379, "PING\r\n", Buffer.from("+PONG"));

/**
 * DATABASE_URL_TEST and REDIS_URL_TEST for the servers that answer, unless already set; one line
 * each says which are used.
 */
export async function localServiceEnv() {
  const found = {};
  if (!process.env.DATABASE_URL_TEST && (await postgresAnswers()))
    found.DATABASE_URL_TEST = "postgres://postgres@127.0.0.1:5432/test";
  if (!process.env.REDIS_URL_TEST && (await redisAnswers())) found.REDIS_URL_TEST = "redis://127.0.0.1:6379";
  const database = process.env.DATABASE_URL_TEST ?? found.DATABASE_URL_TEST;
  const redis = process.env.REDIS_URL_TEST ?? found.REDIS_URL_TEST;
  console.log(
    `PostgreSQL: ${database ? "the suites run against it too" : "none answers on 127.0.0.1:5432; its tests are skipped"}`,
  );
  console.log(
    `Redis: ${redis ? "the suites run against it" : "none answers on 127.0.0.1:6379; its tests are skipped"}`,
  );
  return found;
}
