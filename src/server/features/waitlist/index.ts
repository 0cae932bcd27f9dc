/** The waitlist's matcher, run by every instance beside the hold sweeper. */
export { sweepWaitlists, type WaitlistDeps } from "./waitlist.service";
