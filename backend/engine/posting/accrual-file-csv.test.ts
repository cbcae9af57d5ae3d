import { describe, expect, it } from "vitest";
import {
  readAccrualFile,
  readAckFile,
  renderAccrualFile,
  renderAckFile,
  UnreadableFileError,
} from "./accrual-file-csv";

const award = "3f1c2a9e-5b7d-4c1e-9a2b-0d4e6f8a1b2c";
const reversal = "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d";

describe("the accrual file and its acknowledgement", () => {
  it("writes a header and one line per award, and the partner reads back the same lines", () => {
    const lines = [
      { accountId: "700000000001", amount: 400, awardId: award, date: "2026-01-14", kind: "award" as const },
      {
        accountId: "700000000001",
        amount: -100,
        awardId: reversal,
        date: "2026-01-20",
        kind: "reversal" as const,
      },
    ];
    const file = renderAccrualFile(lines);
    expect(file).toBe(
      "account_id,amount,award_id,date,kind\r\n" +
        `700000000001,400,${award},2026-01-14,award\r\n` +
        `700000000001,-100,${reversal},2026-01-20,reversal\r\n`,
    );
    expect(readAccrualFile(file)).toEqual({ lines, invalid: [] });
  });

  it("reads an acknowledgement's answers, leaves out rows that do not fit, and refuses a file without the header", () => {
    const acks = [
      { awardId: award, kind: "award" as const, status: "accepted" as const },
      { awardId: reversal, kind: "reversal" as const, status: "rejected" as const, reason: "account_closed" },
    ];
    const file = renderAckFile(acks);
    expect(file).toBe(
      `award_id,kind,status,reason\r\n${award},award,accepted,\r\n${reversal},reversal,rejected,account_closed\r\n`,
    );
    expect(readAckFile(file)).toEqual({ acks, invalid: 0 });
    const odd = `${file}${award},award,maybe,\r\nnot-an-id,award,accepted,\r\n${award},award,rejected,\r\n`;
    expect(readAckFile(odd)).toEqual({ acks, invalid: 3 });
    // A byte-order mark and blank lines, as spreadsheets write them, are read.
    expect(readAckFile(`\uFEFF${file}\r\n`).acks).toEqual(acks);
    expect(() => readAckFile("award_id,status\r\nx,accepted\r\n")).toThrow(UnreadableFileError);
  });

  it("rejects a partner's row that names its line but does not fit the format", () => {
    const file = `account_id,amount,award_id,date,kind\r\n700000000001,4.5,${award},2026-01-14,award\r\n,1,x,y,z\r\n`;
    expect(readAccrualFile(file)).toEqual({ lines: [], invalid: [{ awardId: award, kind: "award" }] });
  });
});
