import { createHmac, timingSafeEqual } from "node:crypto";
import type { ChatTurn } from "#domain/schemas/chat";

/**
 * The assistant's replies are signed by the server (HMAC-SHA-256 under a key derived from the
 * auth secret), and the browser sends each reply back with its signature as history. A turn that
 * claims to be the assistant's without a valid signature was not said by it: a visitor cannot
 * put words in the model's mouth by forging an earlier "assistant" turn.
 */
export function turnSigner(authSecret: string) {
  const key = createHmac("sha256", authSecret).update("venue-assistant turns v1").digest();
  const sign = (text: string) => createHmac("sha256", key).update(text, "utf8").digest("base64url");
  return {
    sign,
    verify(text: string, sig: string | undefined): boolean {
      if (!sig) return false;
      const expected = Buffer.from(sign(text));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    /**
     * The history as the model may read it: the visitor's turns, and the assistant's only when
     * signed. An unsigned "assistant" turn is dropped, never passed on as the model's own words.
     */
    trusted(history: readonly ChatTurn[]): ChatTurn[] {
      return history.filter((turn) => turn.role === "user" || this.verify(turn.text, turn.sig));
    },
  };
}
