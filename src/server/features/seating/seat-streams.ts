/**
 * Open seat-state streams one client address may keep: a person with a few tabs on a few events
 * stays far below it, while one machine cannot pin down the server with thousands of idle
 * connections.
 */
export const MAX_STREAMS_PER_ADDRESS = 20;

/** Counts the open seat-state streams of each client address against a cap. */
export function createStreamAdmission(options: { maxPerAddress: number }) {
  const openByAddress = new Map<string, number>();
  return {
    /**
     * Takes one of the client address's stream places, or answers null when it already holds
     * `maxPerAddress` open streams. The returned function gives the place back (once).
     */
    admit(address: string): (() => void) | null {
      const open = openByAddress.get(address) ?? 0;
      if (open >= options.maxPerAddress) return null;
      openByAddress.set(address, open + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (openByAddress.get(address) ?? 1) - 1;
        if (left > 0) openByAddress.set(address, left);
        else openByAddress.delete(address);
      };
    },
  };
}
