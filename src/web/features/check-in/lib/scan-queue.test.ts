import { describe, expect, it } from "vitest";
import { MAX_SCANS_PER_BATCH, type ScanBatchInput, type ScanBatchResponse } from "#domain/schemas/check-in";
import { ScanQueue } from "./scan-queue";
import type { PendingScan } from "./storage";

function scan(nonce: string, gate = "North", event = "e1"): PendingScan {
  return { event, gate, token: `code-${nonce}`, at: "2026-12-04T00:30:00.000Z", nonce };
}

function answer(batch: ScanBatchInput): ScanBatchResponse {
  return {
    results: batch.scans.map((s) => ({ nonce: s.nonce, outcome: "invalid", reason: "bad_signature", ticket: null })),
  };
}

/** A queue over an in-memory store, with an upload the test controls. */
function setUp(upload: (batch: ScanBatchInput) => Promise<ScanBatchResponse>, online = () => true) {
  let stored: PendingScan[] = [];
  const queue = new ScanQueue({
    device: "device-1",
    upload,
    load: () => [...stored],
    save: (next) => {
      stored = [...next];
      return true;
    },
    online,
  });
  return { queue, stored: () => stored };
}

describe("the offline scan queue", () => {
  it("keeps scans while offline and uploads them when online, cleared by nonce", async () => {
    let online = false;
    const batches: ScanBatchInput[] = [];
    const { queue, stored } = setUp(
      async (batch) => {
        batches.push(batch);
        return answer(batch);
      },
      () => online,
    );
    queue.add(scan("n1"));
    queue.add(scan("n2"));
    await queue.flush();
    expect(batches).toEqual([]);
    expect(queue.getState().pending).toBe(2);

    online = true;
    await queue.flush();
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ event: "e1", gate: "North", device: "device-1" });
    expect(batches[0]?.scans.map((s) => s.nonce)).toEqual(["n1", "n2"]);
    expect(stored()).toEqual([]);
    expect(queue.getState()).toMatchObject({ pending: 0, syncing: false, error: null });
  });

  it("sends one event and gate per batch, and at most the batch limit", async () => {
    let online = false;
    const batches: ScanBatchInput[] = [];
    const { queue } = setUp(
      async (batch) => {
        batches.push(batch);
        return answer(batch);
      },
      () => online,
    );
    for (let i = 0; i < MAX_SCANS_PER_BATCH + 5; i++) queue.add(scan(`a${i}`));
    queue.add(scan("b1", "South"));
    queue.add(scan("c1", "North", "e2"));
    expect(queue.getState().pending).toBe(MAX_SCANS_PER_BATCH + 7);
    online = true;
    await queue.flush();
    expect(batches.map((batch) => [batch.event, batch.gate, batch.scans.length])).toEqual([
      ["e1", "North", MAX_SCANS_PER_BATCH],
      ["e1", "North", 5],
      ["e1", "South", 1],
      ["e2", "North", 1],
    ]);
    expect(queue.getState().pending).toBe(0);
  });

  it("keeps a batch that failed, with the error, and sends it again on the next try", async () => {
    let fail = true;
    const sent: string[][] = [];
    const { queue } = setUp(async (batch) => {
      sent.push(batch.scans.map((s) => s.nonce));
      if (fail) throw new Error("network");
      return answer(batch);
    });
    queue.add(scan("n1"));
    await queue.flush();
    expect(queue.getState()).toMatchObject({ pending: 1, syncing: false });
    expect(queue.getState().error).toBeInstanceOf(Error);
    fail = false;
    await queue.flush();
    expect(sent).toEqual([["n1"], ["n1"]]);
    expect(queue.getState()).toMatchObject({ pending: 0, error: null });
  });

  it("keeps a scan made while an upload runs, and sends it after", async () => {
    const sent: string[][] = [];
    let release: () => void = () => undefined;
    const { queue, stored } = setUp(async (batch) => {
      sent.push(batch.scans.map((s) => s.nonce));
      if (sent.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return answer(batch);
    });
    queue.add(scan("n1"));
    const first = queue.flush();
    queue.add(scan("n2"));
    const second = queue.flush();
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual([["n1"], ["n2"]]);
    expect(stored()).toEqual([]);
  });

  it("tells its listeners the answers with the scans they answer", async () => {
    const { queue } = setUp(async (batch) => answer(batch));
    const heard: string[] = [];
    queue.onAnswers((results, scans) => heard.push(`${results.length}:${scans.map((s) => s.nonce).join(",")}`));
    queue.add(scan("n1"));
    queue.add(scan("n2"));
    await queue.flush();
    expect(heard).toEqual(["2:n1,n2"]);
  });
});
