/** The waitlist's matcher, run by every instance beside the hold sweeper (its job). */
export { waitlistJobs } from "./waitlist.jobs";
export { sweepWaitlists, type WaitlistDeps } from "./waitlist.service";
export { subscribeWaitlist } from "./waitlist.subscribers";
