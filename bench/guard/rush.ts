/**
 * The guard's rush: the rush's own buyers (rush-buyers.ts, in a child process) against the built
 * server until every seat they may hold is sold or the time cap passes. Server CPU is counted from
 * the buyers' start (their connections open and signed in) to the last buyer's end.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { BuyersInput, BuyersMessage, BuyersResult } from "../rush-buyers";

export interface RushInput {
  baseUrl: string;
  eventId: string;
  cookies: string[];
  limitS: number;
  /** The server's CPU time so far, in ms: all its threads, and its event loop's. */
  serverCpu: () => Cpu;
}

interface Cpu {
  all: number;
  main: number;
}

export interface RushOutcome {
  result: BuyersResult;
  /** The server's CPU time when the buyers started, and what it used until they ended. */
  cpuAtStart: Cpu;
  serverCpu: Cpu;
  seconds: number;
}

export async function runRush(input: RushInput): Promise<RushOutcome> {
  const buyersInput: BuyersInput = {
    baseUrl: input.baseUrl,
    eventId: input.eventId,
    cookies: input.cookies,
    deadline: Date.now() + input.limitS * 1000,
    retry: "refetch",
  };
  const child = fork(fileURLToPath(new URL("../rush-buyers.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  // A buyer checks the time cap between requests, and a request may take up to its 30 s timeout.
  const hardStop = setTimeout(() => child.kill(), (input.limitS + 45) * 1000);
  let cpuAtStart = input.serverCpu();
  try {
    const result = await new Promise<BuyersResult>((resolve, reject) => {
      child.on("message", (message: BuyersMessage) => {
        if (message.kind === "started") cpuAtStart = input.serverCpu();
        else resolve(message.result);
      });
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`buyers stopped early (exit ${code})`)));
      child.send(buyersInput);
    });
    const end = input.serverCpu();
    return {
      result,
      cpuAtStart,
      serverCpu: { all: end.all - cpuAtStart.all, main: end.main - cpuAtStart.main },
      seconds: (result.endedAt - result.startedAt) / 1000,
    };
  } finally {
    clearTimeout(hardStop);
    child.kill();
  }
}
